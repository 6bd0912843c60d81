"""game.client.collector: a live window's start-up objects are kept out of
later garbage collections, and given back when its loop ends."""
import gc

from game.client import collector
from tests.client import testing as T
from game.client.scene import Scene


def test_freeze_then_release():
    before = gc.get_freeze_count()
    try:
        collector.freeze_start_up()
        assert gc.get_freeze_count() > before
    finally:
        collector.release()
    assert gc.get_freeze_count() == 0
    collector.release()   # twice: nothing more
    assert gc.get_freeze_count() == 0


class Quits(Scene):
    """Looks at the collector's frozen objects on the live loop's second frame, then quits."""

    frozen = None

    def update(self, dt):
        if self.app.frame >= 1 and self.frozen is None:
            self.frozen = gc.get_freeze_count()
            self.app.quit()

    def draw(self, surface):
        surface.fill((0, 0, 0))


def test_a_live_window_freezes_after_its_first_frame_and_releases_at_its_end():
    app = T.make_app()
    scene = Quits(app)
    app.run(scene)
    assert scene.frozen and scene.frozen > 1000   # the modules, classes, fonts: frozen
    assert gc.get_freeze_count() == 0             # the loop ended: given back


def test_a_headless_run_does_not_freeze():
    app = T.make_app(frames=3)
    scene = Quits(app)
    app.run(scene)
    assert scene.frozen == 0
