"""The deck data against the rule book (§1) and the placard swap (§3.2).

The expected table is copied from the book (rodizio.md §1), not read from
``assets/rodizio/deck.json``: a change to the data that the book does not
make fails here."""
import pytest

from game.rules import rodizio
from game.rules.rng import Rng
from game.rules.rodizio.cards import deck
from game.rules.rodizio.setup import deal_order, shuffle_and_split

# rodizio.md §1: name, value, chili ("" none, "double", "free").
BOOK_DECK = """\
Mussarela | 1 |
Margherita | 1 |
Alho e Óleo | 1 |
Napolitana | 2 |
Atum | 2 |
Palmito | 2 |
Calabresa | 2 | double
Portuguesa | 3 |
Frango com Catupiry | 3 |
Milho com Bacon | 3 |
Pepperoni | 3 | free
Quatro Queijos | 4 |
Lombo | 4 |
Baiana | 4 | double
Brigadeiro | 5 |
Romeu e Julieta | 5 | free
Camarão | 6 | free"""


def _book() -> list[tuple[str, int, str | None]]:
    out = []
    for row in BOOK_DECK.splitlines():
        name, value, chili = (x.strip() for x in row.split("|"))
        out.append((name, int(value), chili or None))
    return out


def test_every_pizza_has_the_books_name_value_and_chili():
    pizzas = [c for c in deck() if not c.placard]
    assert [(c.name, c.value, c.spice) for c in pizzas] == _book()
    assert [c.id for c in pizzas] == list(range(17))
    assert sum(v for _, v, _ in _book()) == 51  # the book's own check


def test_the_placard_is_one_card_worth_nothing_without_chili():
    placards = [c for c in deck() if c.placard]
    assert len(deck()) == 18 and len(placards) == 1
    p = placards[0]
    assert (p.value, p.spice) == (0, None)
    assert p.to_json() == {"id": p.id, "name": p.name, "value": 0, "spice": None,
                           "placard": True}


def _placard_seeds(n: int) -> list[int]:
    seeds = [s for s in range(3000)
             if any(c.placard for c in Rng.from_seed(s).shuffled(deck())[:3])]
    return seeds[:n]


def test_placard_swap_takes_a_random_card_of_the_rest_drawn_by_the_seeded_generator():
    """§3.2: the placard among the plates is swapped with *another random
    card of the deck*: the card drawn right after the shuffle, by the same
    generator, uniformly among the 15. Across seeds the card taken varies
    over the whole rest (always taking the first card fails here)."""
    positions = []
    for seed in _placard_seeds(120):
        rng = Rng.from_seed(seed)
        order = rng.shuffled(deck())
        j = rng.below(15)
        plates, rest = shuffle_and_split(seed)
        i = next(k for k, c in enumerate(order[:3]) if c.placard)
        assert plates[i] == order[3 + j]                   # the drawn card became the plate
        assert rest[j].placard                             # the placard took its place
        assert [c for k, c in enumerate(rest) if k != j] == \
            [c for k, c in enumerate(order[3:]) if k != j]  # nothing else moved
        # ... and it is dealt where that card would have been (§3.3).
        plate, _ = deal_order(rest)[j]
        state = rodizio.new_game(seed, 3)
        assert any(c.placard for c in state.plates[plate])
        positions.append(j)
    assert len(positions) == 120
    assert len(set(positions)) >= 12            # nearly every one of the 15 places
    assert positions.count(0) < len(positions) // 4


def test_without_the_placard_among_the_plates_nothing_is_swapped():
    for seed in range(200):
        order = Rng.from_seed(seed).shuffled(deck())
        if any(c.placard for c in order[:3]):
            continue
        plates, rest = shuffle_and_split(seed)
        assert plates == order[:3] and rest == order[3:]


@pytest.mark.parametrize("seed", _placard_seeds(5))
def test_the_plate_cards_never_include_the_placard(seed):
    plates, rest = shuffle_and_split(seed)
    assert not any(c.placard for c in plates) and sum(c.placard for c in rest) == 1
