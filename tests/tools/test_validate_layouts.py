"""tools/validate_layouts.py passes the shipped maps and explains broken ones."""
import re
import shutil
from pathlib import Path

import pytest

import validate_layouts as vl

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "assets" / "maps"


@pytest.fixture
def maps_copy(tmp_path):
    dest = tmp_path / "maps"
    shutil.copytree(MAPS, dest)
    return dest


def edit(path: Path, pattern: str, repl: str):
    text = path.read_text(encoding="utf-8")
    new, n = re.subn(pattern, repl, text, flags=re.S)
    assert n == 1, f"fixture pattern {pattern!r} matched {n} times"
    path.write_text(new, encoding="utf-8")


def test_shipped_maps_pass(capsys):
    reports = vl.validate()
    assert [r.name for r in reports][:2] == ["rodizio_table", "foodies_table"]
    assert all(r.ok for r in reports), [r.problems for r in reports]
    assert vl.main([]) == 0
    out = capsys.readouterr().out
    assert "OK   rodizio_table" in out and "OK   foodies_table" in out


def test_missing_anchor_fails_with_its_name(maps_copy, capsys):
    edit(maps_copy / "rodizio_table.tmx", r'  <object id="\d+" name="plate_1".*?</object>\n', "")
    assert vl.main(["--maps", str(maps_copy)]) == 1
    out = capsys.readouterr().out
    assert "FAIL rodizio_table" in out
    assert "missing anchor(s): plate_1" in out
    assert "OK   foodies_table" in out


def test_overlapping_plate_and_place_fail(maps_copy):
    # move place_0 up onto plate_2
    edit(maps_copy / "rodizio_table.tmx", r'name="place_0" x="\d+" y="\d+"',
         'name="place_0" x="600" y="300"')
    rep = {r.name: r for r in vl.validate(maps_copy)}["rodizio_table"]
    assert "anchors 'plate_2' and 'place_0' overlap" in rep.problems


def test_anchor_outside_the_map_fails(maps_copy):
    edit(maps_copy / "foodies_table.tmx", r'name="deck" x="\d+" y="\d+"',
         'name="deck" x="1250" y="10"')
    rep = {r.name: r for r in vl.validate(maps_copy)}["foodies_table"]
    assert any("'deck'" in p and "outside" in p for p in rep.problems)


def test_duplicate_and_sizeless_anchors_fail(maps_copy):
    edit(maps_copy / "foodies_table.tmx", r'name="hud_round"', 'name="hud_turn"')
    edit(maps_copy / "rodizio_table.tmx",
         r'name="hud_scores" x="(\d+)" y="(\d+)" width="\d+" height="\d+"',
         r'name="hud_scores" x="\1" y="\2" width="0" height="0"')
    reps = {r.name: r for r in vl.validate(maps_copy)}
    assert any("'hud_turn' appears 2 times" in p for p in reps["foodies_table"].problems)
    assert any("missing anchor(s): hud_round" in p for p in reps["foodies_table"].problems)
    assert any("'hud_scores' is not a rectangle" in p for p in reps["rodizio_table"].problems)


def test_missing_map_and_unreadable_map_fail(maps_copy):
    (maps_copy / "foodies_table.tmx").unlink()
    (maps_copy / "rodizio_table.tmx").write_text("<map><not closed", encoding="utf-8")
    reps = {r.name: r for r in vl.validate(maps_copy)}
    assert any("map file missing" in p for p in reps["foodies_table"].problems)
    assert any("cannot be read" in p for p in reps["rodizio_table"].problems)


def test_extra_maps_are_checked_too(maps_copy):
    shutil.copy(maps_copy / "rodizio_table.tmx", maps_copy / "extra.tmx")
    reps = {r.name: r for r in vl.validate(maps_copy)}
    assert "extra" in reps and reps["extra"].ok


def test_corrupt_required_file_is_a_clear_message(maps_copy, capsys):
    (maps_copy / "required_anchors.json").write_text("{nope", encoding="utf-8")
    assert vl.main(["--maps", str(maps_copy)]) == 1
    err = capsys.readouterr().err
    assert "required-anchors file" in err and "not valid JSON" in err
    assert "Traceback" not in err


def test_missing_tileset_image_fails(maps_copy):
    (maps_copy / "rodizio_table.png").unlink()
    rep = {r.name: r for r in vl.validate(maps_copy)}["rodizio_table"]
    assert any("tileset image missing" in p and "rodizio_table.png" in p for p in rep.problems)


def test_missing_map_property_fails(maps_copy):
    edit(maps_copy / "rodizio_table.tmx", r'  <property name="card_scale"[^\n]*\n', "")
    rep = {r.name: r for r in vl.validate(maps_copy)}["rodizio_table"]
    assert rep.problems == ["map property 'card_scale' is missing"]


def test_preview_renders(pg, tmp_path, capsys):
    assert vl.main(["--preview", str(tmp_path)]) == 0
    for name in ("rodizio_table", "foodies_table"):
        img = pg.image.load(str(tmp_path / f"{name}_preview.png"))
        assert img.get_size() == (1280, 720)
