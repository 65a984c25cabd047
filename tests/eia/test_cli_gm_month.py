"""Issue 23, an EiA month at the GM's pace: each power sends its orders for the whole month in one
message, sections by step ("Naval:", "Land:"), as PBEM players do; `resolve --month` runs the month,
stopping at each question (listed with its key and choices) until the GM answers; orders entered in
advance are checked again when their step comes."""

import json

from app.cli import main
from engine.game.gamefile import Game
from engine.game.scenario import MAPS

# one message per power for January 1805, as its player writes it
MONTH_ORDERS = {
    "France": "Dear GM, the Emperor's orders for January.\n\nNaval:\n"
              "fleet Toulon: Provence - Gulf of Lion - Western Mediterranean\n\n"
              "Land:\ncorps II: Alsace - Baden - Württemberg - Bavaria\n"
              "corps Cav I: Lorraine - Alsace - Switzerland - Tyrol\nattack Bavaria\n\nVive l'Empereur!\n",
    "Great Britain": "[b]Naval[/b]\nfleet Channel: English Channel - North Sea\n\n[b]Land[/b]\n"
                     "corps I: London - East Anglia\n",
    "Spain": "Naval orders:\nfleet Cadiz: Andalusia - Gulf of Cadiz\nLand orders:\ncorps I: Madrid - Old Castile\n",
    "Austria": "standing chit: defend\nstanding guard: hold\nstanding further days: withdraw\n\n"
               "Land:\ncorps III: Vienna - Moravia\nattack Tyrol\n",
    "Prussia": "Land:\ncorps I: Brandenburg - Saxony\ncorps II: Silesia - Posen\n",
    "Russia": "## Naval\nfleet Baltic: St Petersburg - Gulf of Finland\n## Land\ncorps I: Lithuania - Volhynia\n",
    "Turkey": "Naval:\nfleet Constantinople: Stamboul - Aegean Sea\nLand:\ncorps II: Bulgaria - Wallachia\n",
}
K = "sea.Western_Mediterranean.France_fleet_Toulon"
# what the GM answers where the run stops, step by step (he reads the keys in the stop's list)
ANSWERS = {
    "France naval": [f"{K}.interception=intercepted", f"{K}.evasion=caught", f"{K}.winner=great britain",
                     f"{K}.losses=3-1"],
    "France land": ["insurrection.France=none", "land.bavaria.result=France won", "land.Bavaria.losses=1-3"],
    "Austria land": ["land.Tyrol.chit.France=assault", "land.Tyrol.result=neither_broke", "land.Tyrol.losses=1-1"],
}
WHERE_AFTER = {("Prussia", "I"): "saxony", ("Prussia", "II"): "posen", ("Russia", "I"): "volhynia",
               ("Turkey", "II"): "wallachia", ("Spain", "I"): "old_castile", ("Great Britain", "I"): "east_anglia",
               ("France", "II"): "bavaria", ("Austria", "III"): "moravia"}


class GM:
    """The GM at the command line: every command counted."""

    def __init__(self, tmp_path, capsys):
        self.tmp, self.capsys, self.commands = tmp_path, capsys, 0
        self.game = tmp_path / "eia.berthier"

    def __call__(self, *argv, status=0) -> str:
        self.commands += 1
        code = main([str(a) for a in argv])
        out, err = self.capsys.readouterr()
        assert code == status, out + err
        return out + err

    def send(self, nation: str, text: str, *flags, status=0) -> str:
        path = self.tmp / f"{nation}.txt"
        path.write_text(text, encoding="utf-8")
        return self("orders", self.game, "--nation", nation, path, *flags, status=status)


def _start(tmp_path, capsys) -> GM:
    gm = GM(tmp_path, capsys)
    gm("new", gm.game, "--scenario", MAPS / "eia-europe" / "scenario.json")
    return gm


def _step(out: str) -> str:
    """'France naval' from the run's last 'Stopped at January 1805: France naval step: ...'."""
    return out[out.rindex("Stopped at "):].split(": ")[1].removesuffix(" step")


def test_a_whole_month_with_all_seven_powers_ordering_takes_at_most_20_commands(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    for nation, text in MONTH_ORDERS.items():
        gm.send(nation, text)
    out = gm("resolve", gm.game, "--month", "--seed", 1805)
    seed = 1900
    while "the month is over" not in out:
        step = _step(out)
        assert "answer with berthier decide" in out, out
        out = gm("resolve", gm.game, "--month", "--seed", seed, *[a for d in ANSWERS[step] for a in ("--decide", d)])
        if "the month is over" not in out and _step(out) == step:     # a question that followed from an answer
            assert "land.Tyrol.day2.France" in out and "[fight / withdraw]" in out
            out = gm("resolve", gm.game, "--month", "--seed", seed, "--decide", "land.Tyrol.day2.France=withdraw")
        seed += 100
    assert gm.commands <= 20, gm.commands
    final = json.loads(gm("state", gm.game))
    assert (final["month"], final["step"]) == (1, 0)                # February 1805 awaits its political step
    where = {(c["nation"], c["designation"]): c["at"] for c in final["corps"]}
    assert {k: where[k] for k in WHERE_AFTER} == WHERE_AFTER
    fleets = {f["name"]: f["at"] for f in final["fleets"]}
    assert (fleets["Cadiz"], fleets["Baltic"], fleets["Constantinople"], fleets["Channel"]) == (
        "gulf_of_cadiz", "gulf_of_finland", "aegean_sea", "north_sea")
    with Game.open(gm.game) as g:
        ordered = {row["label"].split(": ")[1]: row["orders_from"] for row in g.history()}
    for nation in MONTH_ORDERS:
        assert nation in ordered[f"{nation} naval step"] and nation in ordered[f"{nation} land step"]


def test_the_month_message_is_stored_by_step_and_shown_with_the_steps_it_is_kept_for(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    out = gm.send("France", MONTH_ORDERS["France"])
    assert "France: 0 order(s) (1 line(s) not orders, kept) stored for January 1805: political step" in out
    assert "France: 1 order(s) kept for January 1805: France naval step" in out
    assert "France: 3 order(s) (1 line(s) not orders, kept) kept for January 1805: France land step" in out
    shown = gm("orders", gm.game, "--nation", "France")
    assert "-- kept for January 1805: France naval step:\nfleet Toulon" in shown
    out = gm.send("Prussia", MONTH_ORDERS["Prussia"])
    assert "Prussia orders nothing in its other steps this round (Prussia naval step)" in out
    with Game.open(gm.game) as g:
        assert g.orders_text("France").startswith("Dear GM")         # the political step's part alone
        assert "Naval" not in g.orders_text("France")


def test_an_order_entered_in_advance_and_refused_when_its_step_comes_stops_the_run(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    for nation in ("France", "Great Britain", "Spain"):
        gm.send(nation, MONTH_ORDERS[nation])
    gm.send("Austria", "Land:\ncorps I: Bavaria - Prague\n")        # fine now; corps I leaves Bavaria first
    gm("resolve", gm.game, "--month", "--seed", 1)                  # stops at France naval's question
    gm("resolve", gm.game, "--month", "--seed", 2, *[a for d in ANSWERS["France naval"] for a in ("--decide", d)])
    out = gm("resolve", gm.game, "--month", "--seed", 3,
             *[a for d in ANSWERS["France land"] + ["land.Bavaria.chit.Austria=defend"] for a in ("--decide", d)],
             status=1)
    assert "January 1805: Austria land step: orders entered in advance are refused now that the step has come" in out
    assert "Austria, line 1: not allowed ('corps I: Bavaria - Prague'): corps I is in Franconia" in out
    assert "Stopped at January 1805: Austria land step" in out
    assert "6 step(s) resolved; awaiting January 1805: Austria land step" in out
    with Game.open(gm.game) as g:
        assert "Austria land" in g.label() and g.history()[-1]["resolved_at"] is None   # nothing of it written
    assert gm("resolve", gm.game, status=1).count("refused now that the step has come") == 1
    gm.send("Austria", "corps I: Franconia - Bavaria\n")             # the GM enters them again, for the step now
    out = gm("resolve", gm.game, "--through", "Austria land", "--seed", 3)
    assert "Resolved January 1805: Austria land step" in out


def test_a_heading_of_a_step_that_is_over_is_refused_and_nothing_is_stored(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    gm("resolve", gm.game, "--seed", 1)
    gm("resolve", gm.game, "--seed", 2)
    gm.send("France", "fleet Toulon: Provence - Gulf of Lion\n")
    gm("resolve", gm.game, "--seed", 3)                              # France naval is over
    out = gm.send("France", "Naval:\nfleet Brest: Brittany - Bay of Biscay\nLand:\nattack Bavaria\n", status=2)
    assert "line 1: 'Naval:' heads orders for a step that is not among France's steps to come" in out
    assert "France still orders in: none" in out and "nothing was stored" in out
    with Game.open(gm.game) as g:
        assert g.orders_text("France") is None


def test_a_line_refused_in_a_section_names_its_step_and_stores_nothing(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    out = gm.send("Russia", "Naval:\nfleet Baltic: St Petersburg - Gulf of Finland\nLand:\ncorps IX: Lithuania - Warsaw\n",
                  status=1)
    assert "January 1805: Russia land step: line 4" in out and "nothing stored" in out
    assert gm("orders", gm.game, "--nation", "Russia").startswith("No orders stored")
    assert "kept for" not in gm("orders", gm.game, "--nation", "Russia")


def test_step_names_the_one_step_a_text_is_for(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    out = gm.send("Prussia", "corps I: Brandenburg - Saxony\n", "--step", "prussia LAND")
    assert "Prussia: 1 order(s) kept for January 1805: Prussia land step" in out
    assert "naval" not in out                                       # one step named: the others are left as they are
    out = gm.send("Prussia", "corps I: Brandenburg - Saxony\n", "--step", "France land", status=2)
    assert "--step 'France land': Prussia does not order in the France land step" in out
    out = gm.send("Prussia", "corps I: Brandenburg - Saxony\n", "--step", "Prussia cavalry", status=2)
    assert "--step 'Prussia cavalry': no step to come this round has those words" in out
    assert "January 1805: Prussia naval step" in out                # the steps to come are listed


def test_step_is_refused_where_one_resolution_is_the_whole_turn(tmp_path, capsys):
    gm = GM(tmp_path, capsys)
    gm("new", gm.game, "--ruleset", "napoleonic", "--map", "europe1805")
    out = gm.send("France", "A Paris - Burgundy\n", "--step", "Fall", status=2)
    assert "one resolution is the whole turn" in out


def test_needs_says_which_step_awaits_whose_orders_and_what_is_kept_for_the_steps_to_come(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    gm.send("Prussia", MONTH_ORDERS["Prussia"])
    out = gm("needs", gm.game)
    assert ("Orders kept for 2 of the 14 steps to come this round; none yet for the France naval, France land"
            in out) and "Prussia" not in out
    gm("resolve", gm.game, "--seed", 1)
    gm("resolve", gm.game, "--seed", 2)
    out = gm("needs", gm.game)
    assert "January 1805: France naval step awaits the orders of France: France's orders are not in yet." in out
    gm.send("France", MONTH_ORDERS["France"].replace("Naval:\n", "").replace("fleet Toulon", "Naval:\nfleet Toulon"))
    assert "France's orders are in." in gm("needs", gm.game)


def test_fix_mends_a_misspelt_name_in_a_section_for_a_later_step(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    out = gm.send("Prussia", "Land:\ncorps I: Brandenburg - Sqxonny\n", status=1)
    assert "January 1805: Prussia land step: line 2" in out and "fix: 'corps I: Brandenburg - Saxony'" in out
    out = gm.send("Prussia", "Land:\ncorps I: Brandenburg - Sqxonny\n", "--fix")
    assert "line 2: fixed 'corps I: Brandenburg - Sqxonny' -> 'corps I: Brandenburg - Saxony'" in out
    assert "-- kept for January 1805: Prussia land step:\ncorps I: Brandenburg - Saxony\n" in gm(
        "orders", gm.game, "--nation", "Prussia")


def test_the_worked_example_in_docs_cli_is_what_berthier_prints(tmp_path, capsys):
    import re
    from pathlib import Path
    doc = (Path(__file__).resolve().parents[2] / "docs" / "cli.md").read_text(encoding="utf-8")
    part = doc[doc.index("## An EiA month at the GM's pace"):doc.index("## Verbs")]
    message, said = re.findall(r"```text\n(.*?)```", part, re.S)[:2]
    gm = _start(tmp_path, capsys)
    assert gm.send("France", message) == said


def test_headings_name_the_step_in_the_players_words_and_not_another_powers_step(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    out = gm.send("France", "[b]French naval orders[/b]\nfleet Toulon: Provence - Gulf of Lion\n\n"
                            "**The Emperor's land step:**\nattack Bavaria\n", status=1)
    # 'Emperor' is no word of a heading: the attack is read in the naval part, and refused there
    assert "January 1805: France naval step: line 5: not allowed ('attack Bavaria')" in out
    out = gm.send("France", "[b]French naval orders[/b]\nfleet Toulon: Provence - Gulf of Lion\n\n"
                            "**The French land step:**\ncorps II: Alsace - Baden\nattack Baden\n")
    assert "France: 1 order(s) kept for January 1805: France naval step" in out
    assert "France: 2 order(s) kept for January 1805: France land step" in out
    out = gm.send("France", "Naval:\nfleet Toulon: Provence - Gulf of Lion\nPrussian land:\nattack Bavaria\n", status=2)
    assert "line 3: 'Prussian land:' heads orders for another power's step" in out


def test_a_month_message_read_from_the_inbox_is_kept_step_by_step(tmp_path, capsys):
    from tests.mail.conftest import make_mail, write_folder
    gm = _start(tmp_path, capsys)
    gm("players", gm.game, "--nation", "Russia", "--email", "tsar@example.org")
    folder = write_folder(tmp_path / "in", {"ru.eml": make_mail(MONTH_ORDERS["Russia"], sender="tsar@example.org")})
    assert "Russia" in gm("inbox", gm.game, folder)
    shown = gm("orders", gm.game, "--nation", "Russia")
    assert "-- kept for January 1805: Russia naval step:\nfleet Baltic" in shown
    assert "-- kept for January 1805: Russia land step:\ncorps I: Lithuania - Volhynia" in shown
    again = gm("inbox", gm.game, folder)
    assert "Russia: already stored, 2 order(s), from tsar@example.org" in again and "0 nation(s) with new orders" in again


def test_the_receipt_lists_the_orders_kept_for_the_steps_to_come(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    gm.send("Turkey", MONTH_ORDERS["Turkey"])
    out = gm("receipt", gm.game, "--nation", "Turkey", "--format", "text")
    assert "Kept for January 1805: Turkey naval step (checked again when it comes)" in out
    assert out.index("Turkey naval step") < out.index("fleet Constantinople") < out.index("Turkey land step")
    assert "corps II: Bulgaria - Wallachia" in out


def test_a_question_only_the_steps_own_dice_raise_stops_the_run_cleanly(tmp_path, capsys, monkeypatch):
    from app.cli import decide
    gm = _start(tmp_path, capsys)
    for nation, text in MONTH_ORDERS.items():
        gm.send(nation, text)
    monkeypatch.setattr(decide, "questions", lambda game, answers: decide.Questions())  # the preview's dice ask nothing
    out = gm("resolve", gm.game, "--month", "--seed", 7)
    assert "sea.Western_Mediterranean.France_fleet_Toulon.interception: does the interception" in out
    assert "[intercepted / missed]" in out
    assert ("Stopped at January 1805: France naval step: its dice (seed 9) raised these questions; nothing of the "
            "step was written. Answer them (berthier decide), then resolve again with --seed 9") in out
    assert "2 step(s) resolved; awaiting January 1805: France naval step." in out


def test_after_a_rollback_the_orders_kept_for_a_step_come_again_with_it(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    gm.send("France", MONTH_ORDERS["France"])
    gm("resolve", gm.game, "--month", "--seed", 1)
    gm("resolve", gm.game, "--month", "--seed", 2, *[a for d in ANSWERS["France naval"] for a in ("--decide", d)])
    gm("rollback", gm.game, "--to", "January 1805: reinforcement step", "--reason", "a wrong answer")
    gm("resolve", gm.game, "--seed", 3)
    with Game.open(gm.game) as g:
        assert "France naval" in g.label() and g.orders_text("France").startswith("fleet Toulon")
        assert g.orders_entry("France")["source"] == "entered in advance"


def test_choose_takes_a_choice_in_a_section_for_a_later_step(tmp_path, capsys):
    gm = _start(tmp_path, capsys)
    text = "Land:\nCorps I should push on toward Saxony whatever happens\n"
    out = gm.send("Prussia", text, status=1)
    assert "January 1805: Prussia land step: line 2" in out and "(take one with --choose 2:" in out
    first = out.split("may mean: ", 1)[1].split("'")[1]
    out = gm.send("Prussia", text, "--choose", "2:1")
    assert f"line 2: chose 'Corps I should push on toward Saxony whatever happens' -> {first!r}" in out
    assert f"-- kept for January 1805: Prussia land step:\n{first}\n" in gm("orders", gm.game, "--nation", "Prussia")
    out = gm.send("Prussia", text, "--choose", "3:1", status=2)
    assert "--choose 3:1: not allowed: line 3 offers no choice (the lines that offer some are 2)" in out


def test_a_remark_in_a_section_for_a_later_step_is_named_with_its_step(tmp_path, capsys):
    """Issue 22, round 14: a line of which no order can be made, in a section kept for a step to come, is set aside
    as a remark and named with that step, as on the step the game awaits; the orders are kept."""
    gm = _start(tmp_path, capsys)
    out = gm.send("Russia", "Naval:\nfleet Baltic: St Petersburg - Gulf of Finland\nWe sail at dawn!\n")
    assert "Russia naval step: line 3: set aside ('We sail at dawn!'): not an order: a remark" in out, out
    assert "kept for" in out
