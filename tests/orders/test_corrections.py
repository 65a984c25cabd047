"""Corrections in prose (issue 22, Build 4): the later clause replaces the earlier order it names,
or takes it back, and the receipt says which was taken and which set aside; a correction that
cannot be tied to one earlier order is asked, never guessed. Struck-through text is taken back."""

from engine.words.clauses import crossed_out_line, not_instead, rest_stays, takes_back, without_remark
from engine.words.message import message_lines, without_struck

from .bundled import bundled

NAP = bundled("napoleonic")
CLA = bundled("classic")


def read(text, game=NAP, nation="France", position=None):
    rules, board, state = game
    if position is not None:
        from tests.corpus.positions import position as at
        board, state = at("napoleonic", position)
    return rules.parse_orders(text, nation, state, board)


def written(sheet, game=NAP):
    rules, board, state = game
    assert sheet.problems == (), sheet.problems
    return rules.format_orders(list(sheet.orders), state, board).strip().splitlines()


def test_a_place_said_with_not_replaces_the_place_in_the_one_earlier_order_naming_it():
    sheet = read("C - Holland\nE - Champagne\nOops, E should go to Burgundy, not Champagne.",
                 position="spring-1805-war")
    assert written(sheet) == ["C - Holland", "E - Burgundy"]
    assert any("E - Champagne" == c.text and "replaced by the correction on line 3" in c.reason
               for c in sheet.chatter)


def test_the_corrected_order_stands_where_the_order_it_replaces_stood():
    sheet = read("E - Champagne\nC - Holland\nCorrection: E goes to Burgundy, not Champagne.", position="spring-1805-war")
    assert written(sheet) == ["E - Burgundy", "C - Holland"]


def test_a_not_that_two_earlier_orders_name_is_asked_not_guessed():
    sheet = read("C - Holland\nE - Holland\nSorry: Flanders, not Holland.", position="spring-1805-war")
    assert sheet.problems, "which order does it correct? the GM must ask"
    assert not any(getattr(o, "path", None) == ("flanders",) for o in sheet.orders)


def test_the_line_named_is_taken_back_and_what_follows_it_is_read():
    sheet = read("C - Holland\nE - Champagne\nForget the Champagne line, E holds.", position="spring-1805-war")
    assert written(sheet) == ["C - Holland", "E holds"]


def test_a_struck_through_order_is_taken_back_in_every_markup():
    for struck in ("~~C - Flanders~~", "[s]C - Flanders[/s]", "<del>C - Flanders</del>", "[strike]C - Flanders[/strike]"):
        sheet = read(f"{struck}\nE - Burgundy", position="spring-1805-war")
        assert written(sheet) == ["E - Burgundy"], struck
        assert any("struck through" in c.reason for c in sheet.chatter)


def test_a_strike_never_closed_is_kept_as_written():
    assert without_struck("~~C - Flanders") == "~~C - Flanders"
    assert [line.text for line in message_lines("a ~~b~~ c")] == ["a c"]


def test_make_that_with_a_whole_order_replaces_the_order_of_that_corps():
    sheet = read("E - Champagne\nEDIT: make that E - Burgundy", position="spring-1805-war")
    assert written(sheet) == ["E - Burgundy"]


def test_a_reason_after_the_correction_is_set_aside():
    sheet = read("D - Baden\n~~D - Baden~~ EDIT: D stays in Alsace, the Austrians might come.",
                 position="spring-1805-war")
    assert written(sheet) == ["D holds"]


def test_a_classic_correction_replaces_the_move_from_the_same_region():
    rules, board, state = CLA
    sheet = rules.parse_orders("3 armies 21 -> 27\n2 armies 20 -> 19\nActually, send only 2 armies 21 -> 27. "
                               "The rest stay in 21.", "France", state, board)
    assert written(sheet, CLA) == ["2 armies 21 -> 27", "2 armies 20 -> 19"]     # where the order it replaces stood


def test_scratch_the_first_line_takes_that_line_back():
    rules, board, state = CLA
    sheet = rules.parse_orders("2 armies 20 -> 19\n3 armies 21 -> 27\nscratch the first line, they stay in 20.",
                               "France", state, board)
    assert written(sheet, CLA) == ["3 armies 21 -> 27"]


def test_the_words_of_corrections():
    assert not_instead("A goes to Saxony, not Mecklenburg") == (["Saxony", "to Saxony", "goes to Saxony",
                                                                "A goes to Saxony"], "Mecklenburg")
    assert not_instead("A goes to Saxony") is None
    assert crossed_out_line("Please ignore the Champagne line.") == ("champagne", "")
    assert crossed_out_line("scratch the ships line, they stay in I") == ("ships", "they stay in I")
    assert crossed_out_line("Ignore Prussia") is None
    assert takes_back("they stay in 20") and takes_back("no, it stays") and not takes_back("A stays in 20")
    assert rest_stays("The third stays in Castile") and not rest_stays("The Guard marches to Ulm")
    assert without_remark("A stays in Holstein, the British might land") == "A stays in Holstein"
    assert without_remark("A - Saxony, scout Bohemia") == "A - Saxony, scout Bohemia"


# A correction the reader cannot read holds back the earlier orders it may concern: refused and
# asked, never carried out as if the player had not taken them back.

def _held(sheet, text):
    return any(p.text == text and "held back" in p.reason and "ask the player" in p.reason for p in sheet.problems)


def test_an_unread_correction_naming_a_corps_holds_back_that_corps_order_only():
    sheet = read("C - Piedmont\nD - Bavaria\nSecond thoughts: D keeps a watch on Tyrol and the passes, no marching",
                 nation="Austria", position="spring-1805-war")
    assert _held(sheet, "D - Bavaria")
    assert [getattr(o, "corps", None) for o in sheet.orders] == ["C"]


def test_an_unread_correction_naming_a_place_holds_back_the_order_naming_it():
    rules, board, state = CLA
    sheet = rules.parse_orders("3 armies 58 -> 57\n2 armies 59 -> 58\nupdate: the pair in 59 watch the coast this turn, "
                               "the Danes are about", "Prussia", state, board)
    assert _held(sheet, "2 armies 59 -> 58")
    assert written_ok(sheet, CLA) == ["3 armies 58 -> 57"]


def test_an_unread_correction_naming_a_kind_holds_back_the_orders_of_that_kind():
    sheet = read("A - Flanders\nbuild 2 infantry in Paris\nCorrection: the recruits wait until spring, gold is short",
                 position="spring-1805-war")
    assert _held(sheet, "build 2 infantry in Paris")
    assert not _held(sheet, "A - Flanders")


def test_a_strong_unread_correction_naming_nothing_holds_back_the_line_before():
    rules, board, state = CLA
    sheet = rules.parse_orders("buy 3 armies in 21\n2 armies 20 -> 19\nchange of plans, do what we said yesterday "
                               "in the chat", "France", state, board)
    assert _held(sheet, "2 armies 20 -> 19")
    assert not _held(sheet, "buy 3 armies in 21")


def test_a_cancelled_build_naming_its_place_takes_back_only_the_build_there():
    sheet = read("build 2 infantry in Brandenburg\nbuild artillery in Silesia\nforget the build in Silesia, "
                 "money is tight", nation="Prussia", position="start")
    assert written(sheet) == ["build 2 infantry in Brandenburg"]


def test_a_cancelled_build_naming_its_troops_takes_back_that_build_on_any_line():
    from .bundled import bundled as b
    rules, board, state = b("succheesion")
    sheet = rules.parse_orders("Build 1 Cavalry in 38\nBuild 2 Infantry in 39\nScrap the build of cavalry, we are "
                               "short of cheese.", "Berdain", state, board)
    assert [o for o in sheet.orders] and all("cavalry" not in str(o).casefold() for o in sheet.orders)
    assert any("infantry" in str(o).casefold() for o in sheet.orders)


def test_a_sorry_line_of_no_order_naming_a_nation_holds_back_the_war_on_it():
    from engine.rulesets import ruleset
    from tests.corpus.positions import position
    rules, (board, state) = ruleset("eia"), position("eia", "start")
    sheet = rules.parse_orders("ally with France\ndeclare war on Portugal\nSorry, the war with Portugal can wait till "
                               "the fleet is ready.", "Spain", state, board)
    assert _held(sheet, "declare war on Portugal")
    assert len(sheet.orders) == 1


def written_ok(sheet, game):
    rules, board, state = game
    return rules.format_orders(list(sheet.orders), state, board).strip().splitlines()


def test_instead_of_a_place_then_a_verb_and_the_new_place_replaces_it():
    rules, board, state = CLA
    for said in ("instead of 35 do 52 with those two", "Instead of 35 go to 52", "instead of 35 send them to 52"):
        sheet = rules.parse_orders(f"2 armies 75 -> 35\n{said}\nbuy 1 army in 79", "Austria", state, board)
        assert written_ok(sheet, CLA) == ["2 armies 75 -> 52", "buy 1 army in 79"], said


def test_scratch_the_second_line_with_a_colon_takes_that_line_back_not_the_last():
    rules, board, state = CLA
    sheet = rules.parse_orders("2 armies 20 -> 19\n3 armies 21 -> 27\nbuy 1 army in 21\nscratch the second line: "
                               "those three hold in 21", "France", state, board)
    assert written_ok(sheet, CLA) == ["2 armies 20 -> 19", "buy 1 army in 21"]


def test_an_eia_line_named_by_its_place_in_the_message_is_the_one_taken_back():
    from engine.rulesets import ruleset
    from tests.corpus.positions import position
    rules, (board, state) = ruleset("eia"), position("eia", "prussia-land")
    sheet = rules.parse_orders("corps I: Brandenburg - Saxony - Franconia\ncorps II: Silesia - Saxony\n"
                               "Forget the first line: corps I waits for the Saxons, wherever they are.",
                               "Prussia", state, board)
    assert written_ok(sheet, (rules, board, state)) == ["corps II: Silesia - Saxony"]
    assert any(p.line == 3 for p in sheet.problems)      # what it says of corps I instead does not read: asked


def test_a_correction_with_a_reason_after_it_reads_without_the_reason():
    for said in ("Second thoughts: D stays in Tyrol, the Bavarians are too weak",
                 "Update: D holds in Tyrol, I'm worried about the French"):
        sheet = read(f"C - Piedmont\nD - Bavaria\n{said}", nation="Austria", position="spring-1805-war")
        assert written(sheet) == ["C - Piedmont", "D holds"], said


def test_taking_back_an_edit_then_saying_the_corps_stays():
    sheet = read("C - Piedmont\nB - Saxony\nEDIT: B - Bavaria\nEDIT2: scratch that edit, B stays in Prague this time",
                 nation="Austria", position="spring-1805-war")
    assert written(sheet) == ["C - Piedmont", "B holds"]


def test_a_stay_the_reader_cannot_read_takes_back_the_move_from_that_place_and_reads_what_follows():
    rules, board, state = CLA
    sheet = rules.parse_orders("3 armies 58 -> 57\n2 armies 59 -> 58\nActually: the pair in 59 remain at home, "
                               "instead 2 armies 63 -> 62", "Prussia", state, board)
    assert written_ok(sheet, CLA) == ["3 armies 58 -> 57", "2 armies 63 -> 62"]
    assert sheet.problems == ()


def test_disregard_the_purchase_takes_back_the_buy():
    rules, board, state = CLA
    sheet = rules.parse_orders("buy 3 armies in 21\nforget the purchase, I need the gold\n2 armies 20 -> 19",
                               "France", state, board)
    assert written_ok(sheet, CLA) == ["2 armies 20 -> 19"] and sheet.problems == ()
    assert any(c.line == 1 and "set aside" in c.reason for c in sheet.chatter)


def _eia(text, nation, where):
    from engine.rulesets import ruleset
    from tests.corpus.positions import position
    rules, (board, state) = ruleset("eia"), position("eia", where)
    sheet = rules.parse_orders(text, nation, state, board)
    return sheet, written_ok(sheet, (rules, board, state))


def test_an_eia_correction_with_a_reason_reads_and_stands_where_the_order_it_replaces_stood():
    sheet, said = _eia("corps I: Rhineland - Thuringia - Franconia\ncorps III: Picardy - Brabant\nActually: corps I goes "
                       "Rhineland - Thuringia - Saxony instead, Franconia is too exposed.", "France", "france-land")
    assert said == ["corps I: Rhineland - Thuringia - Saxony", "corps III: Picardy - Brabant"] and sheet.problems == ()


def test_an_eia_no_war_this_month_takes_back_the_declaration_and_holds_nothing_else():
    sheet, said = _eia("declare war on Prussia\nstanding guard: commit\nUPDATE: no war with Prussia after all, the Tsar "
                       "would not like it.", "France", "start")
    assert said == ["standing guard: commit"] and sheet.problems == ()
