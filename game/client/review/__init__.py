"""The coach's review of a game in the window (issue 19): ``ReviewScene(app,
record, seat=None)`` judges one seat's decisions a slice per frame and
shows each on the table as it was (docs/coach.md, "The review in the
window")."""
from game.client.review.scene import ReviewScene, open_review

__all__ = ["ReviewScene", "open_review"]
