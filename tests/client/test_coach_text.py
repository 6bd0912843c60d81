"""The coach's reasons as the table says them: the table's short form
(`coach_text.brief`) and Foodies' "only that recipe needs it" claim when
the hand already holds the whole recipe."""
from __future__ import annotations

from game.ai.claims import Claim, Clause, Reason
from game.client import coach_text
from game.client.foodies import hint as foodies_hint
from game.client.text import Text
from game.rules.foodies.cards import catalog


def _reason() -> Reason:
    do = tuple(Claim("unneeded", {"ing": f"i{n}"}) for n in range(3))
    would = tuple(Claim("spare", {"ing": f"j{n}", "have": 2, "most": 1}) for n in range(2))
    return Reason((Clause({"type": "pass"}, "do", do), Clause({"type": "swap", "card": 1}, "would", would)))


def test_brief_keeps_the_first_claims_of_each_clause_and_both_moves():
    reason = _reason()
    short = coach_text.brief(reason, {"do": 2, "would": 1})
    assert [c.action for c in short.clauses] == [c.action for c in reason.clauses], "both moves still named"
    assert short.clauses[0].claims == reason.clauses[0].claims[:2]
    assert short.clauses[1].claims == reason.clauses[1].claims[:1]
    assert coach_text.brief(reason, {}).clauses == reason.clauses, "a role not limited keeps every claim"


def _needed_only(missing):
    c = catalog()
    return Claim("needed_only", {"ing": c.types[0], "recipe": 0, "missing": missing})


def test_needed_only_with_nothing_missing_says_the_hand_holds_the_recipe():
    for role in ("do", "would"):
        key, params = foodies_hint.claim_message(_needed_only([]), role)
        assert key == f"foodies.coach.needed_only.ready.{role}" and "missing" not in params
        key, params = foodies_hint.claim_message(_needed_only([(catalog().types[0], 1)]), role)
        assert key == f"foodies.coach.needed_only.{role}" and params["missing"] == [(catalog().types[0], 1)]
    for lang in ("en", "pt", "fa"):
        tr = Text(lang).tr
        words = foodies_hint.say(foodies_hint.claim_message(_needed_only([]), "do"), tr)
        assert "{" not in words and "foodies.coach" not in words, (lang, words)
        assert words != foodies_hint.say(foodies_hint.claim_message(_needed_only([(catalog().types[0], 1)]), "do"), tr)
