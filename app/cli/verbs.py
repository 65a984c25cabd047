"""What each `berthier` verb does: read arguments, call the engine, print for the GM."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from app.cli import decide
from app.cli import later_orders as ahead
from app.cli.battle_spec import loss_words, parse_battle_results
from app.cli.terminal import json_shown
from engine.game import later_orders, records
from engine.board import load_map
from engine.dice import OLD_DICE, ONE_STREAM, dice_for, leftover_note, parse_dice_list
from engine.decisions import DecisionsNeeded, message_for
from engine.words.textio import MAX_MESSAGE_BYTES, decode_message, read_message
from engine.errors import BerthierError, MapFileError, ScenarioError, UnknownName
from engine.events import OrderRejected
from app.cli.receipt import print_receipt
from engine.game.gamefile import Game
from engine.game.archives import Archive
from engine.game.commitment import cover, history_lines as commitment_history, in_force, resolved as resolved_dice
from engine.game.records import find_turn
from engine.game.map_game import NO_HOMES, home_nations, start_on_map
from engine.game.scenario import MAPS, bundled_map_path, load_scenario


def _render(doc: Any, fmt: str) -> str:
    """A report as text; the report writers are loaded by the verbs that print one."""
    from engine.reports.render import render
    return render(doc, fmt)


def _forums() -> Any:
    """The forum dialects (engine.reports.forums), loaded by the verbs that name or use one."""
    from engine.reports import forums
    return forums


def _open(path: Path) -> Game:
    return Game.open(path)


def new(args) -> int:
    params = dict(_param(item) for item in args.param)
    if args.scenario:
        board, state, data = load_scenario(args.scenario, params)
        title = args.title or data.get("title") or args.game.stem
    else:
        is_file = Path(args.map).suffix in (".geojson", ".json")
        if not is_file:
            args.map = _bundled_name(args.map)
            if _bundled_ruleset(MAPS / args.map / "scenario.json") == args.ruleset:
                return _new_from_bundled_scenario(args)   # nations, gold, units and colours as bundled
        try:
            board = load_map(Path(args.map)) if is_file else load_map(bundled_map_path(args.map))
        except MapFileError as e:
            raise ScenarioError(str(e)) from None
        if len(board) and not home_nations(board):
            return _new_from_bundled_scenario(args)
        board, state, data = start_on_map(board, args.ruleset, title=args.title, params=params)
        title = data["title"]
    game = Game.create(args.game, board, state, title, data)
    print(f"Created {args.game}: {title}, {game.rules.title}, {len(board)} regions, "
          f"{len(state.nations)} nations; awaiting orders for {game.label()}.")
    game.close()
    return 0


def _new_from_bundled_scenario(args) -> int:
    """A map without home provinces (its scenario lists the nations) gets its nations and units from the scenario
    bundled beside it, if that scenario is for the ruleset asked for."""
    folder = Path(args.map).parent if Path(args.map).suffix in (".geojson", ".json") else MAPS / args.map
    scenario = folder / "scenario.json"
    bundled = _bundled_ruleset(scenario)
    if bundled is None:
        raise ScenarioError(f"{args.map}: {NO_HOMES}; or start from a scenario file instead (--scenario)")
    if bundled != args.ruleset:
        raise ScenarioError(f"the map {args.map} names no home provinces, so its nations come from the scenario "
                            f"bundled with it, which is for the {bundled} rules, not {args.ruleset}: "
                            f"berthier new {args.game} --ruleset {bundled} --map {args.map}, or --scenario FILE")
    board, state, data = load_scenario(scenario, dict(_param(item) for item in args.param))
    title = args.title or data.get("title") or args.game.stem
    game = Game.create(args.game, board, state, title, data)
    print(f"Created {args.game} from the scenario bundled with {args.map}: {title}, {game.rules.title}, "
          f"{len(board)} regions, {len(state.nations)} nations; awaiting orders for {game.label()}.")
    game.close()
    return 0


def _bundled_name(name: str) -> str:
    """A bundled map's folder name, whatever the case the GM writes it in ('Europe1805')."""
    if MAPS.exists():
        for p in MAPS.iterdir():
            if p.name.casefold() == name.strip().casefold() and (p / "map.geojson").exists():
                return p.name
    return name


def _bundled_ruleset(scenario: Path) -> str | None:
    """The ruleset of the scenario bundled beside a map, if there is one that can be read."""
    if not scenario.exists():
        return None
    try:
        return json.loads(scenario.read_text(encoding="utf-8")).get("ruleset")
    except (OSError, ValueError, AttributeError):
        return None


def orders(args) -> int:
    with _open(args.game) as game:
        if args.archive is not None:
            return _archived_orders(game, args)
        turn = game.current_turn if args.turn is None else find_turn(game, args.turn)
        if args.file is None:
            name = game.state(turn).find_nation(args.nation).name
            _print_orders(game.orders_text(name, turn), f"No orders stored for {name} in {game.label(turn)}.")
            if turn == game.current_turn:
                ahead.show_kept(game, name)
            return 0
        if turn != game.current_turn:
            raise BerthierError(f"orders are entered for the current turn ({game.label()}), not {game.label(turn)}; "
                                f"to change an earlier turn, roll back to it first (berthier rollback)")
        from engine.mail.pasted import strip_pasted_headers     # loaded only where orders are entered
        if args.file.lower().endswith(".eml"):
            from engine.mail.mail import eml_text       # the e-mail parser, loaded for a saved mail only
            text = eml_text(Path(args.file))
        else:
            text = strip_pasted_headers(_read_text(args.file))    # a pasted e-mail: its body alone
        by_step = ahead.enter(game, args, text)      # sections for steps still to come, or --step
        if by_step is not None:
            return by_step
        sheet = game.check_orders(args.nation, text, turn=turn)
        changed = chosen_and_fixed(text, sheet, args)
        if changed is not None:
            text = changed
            sheet = game.check_orders(args.nation, text, turn=turn)
        print_receipt(sheet)
        count = len(sheet.orders)
        if sheet.problems and not args.force:
            print(f"{sheet.nation}: {count} order(s) fine, {len({p.line for p in sheet.problems})} line(s) refused; "
                  f"nothing stored. Correct the lines, or store as written with --force.", file=sys.stderr)
            return 1
        game.store_orders(sheet.nation, text, turn=turn)
        note = f", {len(sheet.problems)} line(s) will fail" if sheet.problems else ""
        note += f" ({len(sheet.chatter)} line(s) not orders, kept)" if sheet.chatter else ""
        print(f"{sheet.nation}: {count} order(s) stored for {game.label()}{note}.")
        return 1 if sheet.problems else 0


def chosen_and_fixed(text: str, sheet, args) -> str | None:
    """The text with the choices asked (--choose) and the suggested fixes (--fix) of the other lines written
    in, each said; None when nothing is asked. A choice not offered raises, and nothing is changed."""
    choose = getattr(args, "choose", None) or ()
    fixes = sheet.fixes() if args.fix else {}
    if not choose and not fixes:
        return None
    from engine.applied_choices import chosen_lines, write_lines
    picked = chosen_lines(sheet.problems, choose)
    text, done = write_lines(text, {**{n: f for n, f in fixes.items() if n not in picked}, **picked})
    for number, old, new in done:
        said = "chose" if number in picked else "fixed"
        print(f"line {number}: {said} {old.strip()!r} -> {new.strip()!r}")
    return text


def _archived(game: Game, args) -> tuple[Archive, int]:
    if args.turn is None:
        raise BerthierError(f"--archive {args.archive}: name the archived turn with --turn")
    archive = Archive(game, args.archive)
    return archive, archive.turn(args.turn)


def _archived_orders(game: Game, args) -> int:
    if args.file is not None:
        raise BerthierError("orders are entered for the current turn, not an archived one")
    archive, turn = _archived(game, args)
    name = game.state().find_nation(args.nation).name
    return _print_orders(archive.orders_text(turn, name),
                         f"No orders were stored for {name} in {archive.label(turn)} before rollback {archive.number}.")


def _print_orders(text: str | None, none: str) -> int:
    if text is None:
        print(none)
    else:
        print(text, end="" if text.endswith("\n") else "\n")
    return 0


def _read_text(name: str) -> str:
    if name == "-":
        return decode_message(sys.stdin.buffer.read(MAX_MESSAGE_BYTES + 1), "standard input")
    return read_message(Path(name))


def scout(args) -> int:
    with _open(args.game) as game:
        state = game.state()
        names = [state.find_nation(args.nation).name] if args.nation else [n.name for n in state.nations]
        note = game.rules.scouting_note(state)
        if note:
            print(f"No scouting in {game.label()}: {note}.")
            return 0
        events = game.rules.scout(game.board, state, game.sheets())
        for name in names:
            print(_render(game.rules.scouting_report(game.board, state, events, name), args.format))
    return 0


def resolve(args) -> int:
    with _open(args.game) as game:
        meant = None
        if getattr(args, "turn", None) is not None:    # the turn the GM meant: refused if resolved meanwhile
            meant = find_turn(game, args.turn)
            game.check_turn(meant)
        args.meant_turn = meant                        # held to at the write too: another may resolve it between
        if getattr(args, "through", None) or getattr(args, "month", False):
            return _resolve_through(game, args)
        if not args.dry_run and _refused_in_advance(game):
            return 1
        _resolve_step(game, args)
    return 0


def _refused_in_advance(game: Game) -> bool:
    """Print the orders entered in advance that the step, now come, refuses (checked against the
    position of that day); True if there are any: the step is then not resolved."""
    refused = later_orders.refused_now(game)
    if not refused:
        return False
    print(f"{game.label()}: orders entered in advance are refused now that the step has come:")
    for r in refused:
        for p in r.sheet.problems:
            print(f"  {r.nation}, {p}")
    names = ", ".join(r.nation for r in refused)
    who = refused[0].nation if len(refused) == 1 else "NATION"
    who = f'"{who}"' if " " in who else who
    print(f"Stopped at {game.label()}: nothing of the step was written. Enter the orders of {names} for it "
          f"again (berthier orders GAME --nation {who} FILE; --force stores them as written, the "
          f"refused lines then fail in the report), then resolve again.")
    return True


def _resolve_through(game: Game, args) -> int:
    """Resolve consecutive steps from the current one: through the step whose name has the words of
    --through, or to the month's end with --month; stop before a step whose ordering nation has no
    orders stored, or at one that waits for decisions (listed, with what dice may raise)."""
    if args.dry_run:
        raise BerthierError("--through and --month resolve and write each step; without them, --dry-run shows one")
    month = game.label().partition(":")[0]
    want = " ".join(str(args.through or "").split()).casefold()
    first_seed = args.seed           # with --seed N, the steps after the first have N+1, N+2 ...: a run replays
    root = in_force(game, game.current_turn)   # a run begun under a commitment: it covers every step of the run
    done = 0
    while True:
        label = game.label()
        if done and label.partition(":")[0] != month and args.month:
            print(f"Stopped at {label}: the month is over.")
            break
        step = game.rules.step(game.state())
        waiting = [n for n in step.ordering if game.orders_text(n) is None] if step.moves else []
        if done and waiting:
            print(f"Stopped at {label}: no orders from {', '.join(waiting)} yet (enter them, then resolve "
                  f"again; a step resolved without them holds their units).")
            if root is not None:
                print("The dice commitment covered the steps resolved; it covers none whose orders come later: "
                      "berthier commit GAME before their deadline.")
            break
        if _refused_in_advance(game):
            print(f"{done} step(s) resolved; awaiting {label}.")
            return 1
        if done and root is not None:
            cover(game, root)        # the step's seed derives from the committed one (docs/cli.md)
        answers = game.answers() if done else _answers(game, args.decide)
        q = decide.questions(game, answers)
        if q.open:
            if not done and args.decide:      # kept, as `berthier decide` keeps them: never typed twice
                game.save_answers(answers)
                print(f"{len(answers)} answer(s) kept for {label}.")
            for line in decide.describe(game, q):
                print(line)
            again = f"berthier resolve GAME {'--month' if args.month else '--through ' + repr(args.through)}"
            print(f"Stopped at {label}: answer with berthier decide GAME KEY=ANSWER ..., then run {again} again "
                  f"(or both at once: {again} --decide KEY=ANSWER ...).")
            break
        step_args = args if not done else _later(args, None if first_seed is None or root else first_seed + done)
        try:
            _resolve_step(game, step_args)
        except DecisionsNeeded as e:      # the step's own dice raised a question the preview's did not
            if not done and args.decide:
                game.save_answers(answers)
            for line in decide.describe(game, decide.Questions(open=list(e.decisions))):
                print(line)
            seed = step_args.seed if not step_args.dice else None
            rolled, again = (f" (seed {seed})", f" with --seed {seed} to roll the same dice") if seed is not None \
                else ("", "")
            print(f"Stopped at {label}: its dice{rolled} raised these questions; nothing of the step was written. "
                  f"Answer them (berthier decide), then resolve again{again}.")
            break
        done += 1
        if want and want in label.casefold():
            break
    print(f"{done} step(s) resolved; awaiting {game.label()}.")
    return 0


def _later(args, seed: int | None):
    """The arguments for the steps after the first: their own dice (random, or the next seed), no hand
    results."""
    return argparse.Namespace(**{**vars(args), "seed": seed, "dice": None, "battle": [], "decide": []})


def _resolve_step(game: Game, args) -> None:
    state = game.state()
    overrides: dict[str, Any] | None = None
    if args.battle:
        overrides = {"battles": parse_battle_results(args.battle, game.board, state, args.reason,
                                                     loss_words(game.rules.id))}
    answers = _answers(game, args.decide)
    if answers:
        overrides = {**(overrides or {}), "decisions": answers}
    fixed = parse_dice_list(args.dice) if args.dice else None
    step = game.rules.step(state)
    missing = [n.name for n in state.nations
               if game.rules.calendar.orders(step, n.name) and game.orders_text(n.name) is None]
    label = game.label()
    if args.seed is None and fixed is None:   # chosen here, so the check below sees the same turn
        import secrets
        committed = in_force(game, state.turn)
        args.seed = committed.seed if committed else 0 if args.dry_run else secrets.randbelow(2**31)
    if args.battle:   # first without writing: a result for a battle not fought is the GM's mistake
        _check_hand_results(game, game.preview(dice_for(args.seed, fixed), overrides), overrides)
    if args.dry_run:
        dice = dice_for(args.seed if args.seed is not None else 0, fixed)
        result = game.preview(dice, overrides)
        read, leftover = len(dice.log), dice.leftover
    else:
        meant = getattr(args, "meant_turn", None)
        result = game.resolve(seed=args.seed, fixed=fixed, overrides=overrides, reason=args.reason,
                              turn=state.turn if meant is None else meant)
        read = len(game.dice_log(state.turn))
        leftover = fixed[read:] if fixed is not None else []
    battles = sum(1 for e in result.events if e.battle)
    rejected = sum(1 for e in result.events if isinstance(e, OrderRejected))
    if missing:
        print(f"No orders from {', '.join(missing)}: their units held.")
    done = "Would resolve" if args.dry_run else "Resolved"
    seed = "" if fixed is not None or args.dry_run else f" (seed {game.conn.execute('SELECT seed FROM turns WHERE turn = ?', (state.turn,)).fetchone()[0]})"
    print(f"{done} {label}{seed}: {battles} battle(s), {rejected} order line(s) refused; "
          f"next: {game.rules.turn_label(result.state)}.")
    kept = None if args.dry_run else resolved_dice(game, state.turn)
    if kept is not None and kept.commitment is not None:
        print(f"Dice: {kept.departure or 'the committed seed'} (committed as sha256 {kept.commitment.hash}); "
              f"the update reveals it.")
    if leftover:
        print(f"Note: {leftover_note(leftover, read)}; the order the dice are read in is in "
              f"docs/rules/{game.rules.id}.md.")
    if args.dry_run:
        print(_render(game.rules.public_report(game.board, state, result.state, result.events, game.title), "text"))


def _answers(game: Game, items: list[str]) -> dict[str, str]:
    """The answers kept in the game (`berthier decide`, the window) with those given by --decide in
    place of the same keys; a --decide key no question of the step has is refused."""
    given = decide.parse(items, "--decide")
    answers = decide.merged(game.answers(), given)
    if given:
        decide.check_keys({k: v for k, v in given.items() if v}, decide.questions(game, answers), "--decide")
    return answers


def needs(args) -> int:
    """The decisions still open for the current step, as the ruleset asks them (each names who
    answers), with the answers kept in the game and those given by --decide."""
    with _open(args.game) as game:
        state = game.state()
        answers = _answers(game, args.decide)
        q = decide.questions(game, answers)
        if args.nation:
            print(message_for(game.label(), state.find_nation(args.nation).name, q.open), end="")
            return 0
        for line in ahead.awaited_lines(game) + decide.describe(game, q):
            print(line)
    return 0


def _check_hand_results(game: Game, result, overrides) -> None:
    def place(key: str) -> str:   # "alsace|baden#2" -> "Alsace/Baden#2", as --battle writes it
        where, _, number = key.partition("#")
        return "/".join(game.board.name(p) for p in where.split("|")) + (f"#{number}" if number else "")
    fought = [getattr(e, "key", None) or e.place for e in result.events if e.battle]
    unused = [k for k in (overrides or {}).get("battles", {}) if k not in fought]
    if unused:
        where = ", ".join(place(k) for k in unused)
        held = ", ".join(place(k) for k in fought) or "none"
        raise BerthierError(f"--battle: no battle is fought at {where} this turn (the battles this turn: {held}); "
                            f"nothing was written")


def report(args) -> int:
    if args.drafts is not None:
        from app.cli import mail_verbs      # the mail modules load only for mail
        return mail_verbs.report_drafts(args)
    with _open(args.game) as game:
        if args.archive is not None:
            archive, turn = _archived(game, args)
            doc = archive.report(turn, args.nation)
        elif args.turn is None and game.current_turn == 0:   # before the first turn: what to send out
            doc = records.starting_report(game, args.nation)
        else:
            turn = game.current_turn - 1 if args.turn is None else find_turn(game, args.turn)
            doc = game.report(turn, args.nation)
        text = _forums().render_as(doc, args.format or game.forum or "md")
    if args.out:
        try:
            args.out.write_text(text, encoding="utf-8")
        except OSError as e:
            raise BerthierError(f"cannot write {args.out}: {e.strerror}") from None
        print(f"Wrote {args.out}")
    else:
        sys.stdout.write(text)
    return 0


def set_forum(args) -> int:
    with _open(args.game) as game:
        if args.dialect is None:
            chosen = game.forum
            print(f"{game.title}: " + (f"updates are posted on {_forums().FORUMS[chosen].title} ({chosen})" if chosen
                                       else "no forum chosen (reports default to Markdown)"))
            return 0
        game.set_forum(args.dialect)
        chosen = game.forum
        assert chosen is not None                     # set_forum has just chosen it
        print(f"{game.title}: updates will be written for {_forums().FORUMS[chosen].title}.")
    return 0


def state(args) -> int:
    with _open(args.game) as game:
        turn = None if args.turn is None else find_turn(game, args.turn)
        print(json_shown(json.dumps(game.state_json(turn), indent=1, ensure_ascii=False)))
    return 0


def history(args) -> int:
    with _open(args.game) as game:
        print(f"{game.title} ({game.rules.title})")
        for row in game.history():
            status = f"resolved {row['resolved_at']}" if row["resolved_at"] else "awaiting orders"
            dice = " with fixed dice" if row["fixed_dice"] else (f", seed {row['seed']}" if row["seed"] is not None else "")
            if row["dice_scheme"] == ONE_STREAM:
                dice += f" ({OLD_DICE})"
            orders = ", ".join(row["orders_from"]) or "none"
            # a label that is a turn number ("Turn 5") is the number --turn takes: no second one
            number = "" if row["label"].lower().startswith("turn ") else f"turn {row['turn']:>3}  "
            print(f"  {number}{row['label']:<14} {status}{dice}; orders from: {orders}; "
                  f"battles: {row['battles']}")
        for e in game.edits():
            # the GM reads what each nation alone was told (a corps' composition, a treasury) too
            told = [e["summary"]] if e["summary"] else []
            told += [f"{nation} alone is told: {text}" for nation, text in e["private"].items()]
            print(f"  GM edit on turn {e['turn']} at {e['at']}: {'; '.join(told) or 'nothing said'} ({e['reason']})")
        for line in commitment_history(game):
            print(f"  {line}")
        for nth, r in enumerate(records.rollbacks(game), 1):
            gone = f"; archived: {', '.join(r['archived'])}" if r["archived"] else ""
            print(f"  Rollback {nth} at {r['at']} to {r['to']}: {r['reason']}{gone} "
                  f"(read with --archive {nth})")
    return 0


def rollback(args) -> int:
    with _open(args.game) as game:
        to = find_turn(game, args.to)
        n = game.rollback(to, args.reason)
        print(f"Back at turn {to} ({game.label()}); {n} later turn(s) archived in the file." if n
              else f"Already at turn {to} ({game.label()}); nothing changed.")
    return 0


def _not_a_number(name: str):
    raise ValueError(name)


def _param(item: str) -> tuple[str, object]:
    """--param NAME=VALUE, VALUE read as JSON (NaN and Infinity are not numbers the rules use)."""
    key, raw = _pair(item, "--param NAME=VALUE")
    try:
        return key, json.loads(raw, parse_constant=_not_a_number)
    except (ValueError, RecursionError):
        raise BerthierError(f"--param {item}: {raw[:60]!r} is not a JSON value (strings need quotes)") from None


def _pair(item: str, form: str) -> tuple[str, str]:
    if "=" not in item:
        raise BerthierError(f"{item!r} should be written {form}")
    a, b = item.split("=", 1)
    return a.strip(), b.strip()


def demo(args) -> int:
    """Until the window exists: a quiet first turn of the bundled game, printed as the forum update."""
    scenario = MAPS / "europe1805" / "scenario.json"
    if not scenario.exists():
        scenario = Path(__file__).resolve().parents[2] / "tests" / "data" / "tiny-scenario.json"
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        board, state, data = load_scenario(scenario)
        game = Game.create(Path(tmp) / "demo.berthier", board, state, data.get("title", "Demo"), data)
        game.resolve(seed=args.seed)
        print(_render(game.report(0), "text"))
        game.close()
    return 0
