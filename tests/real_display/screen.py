"""A real X screen for the window: Xvfb, a small window manager, and the `berthier gui` program
driven only through the window system (XTest key presses and clicks by `xdotool`), as a GM's hands
would. What the program shows is read from the windows' names and from the files it writes when
BERTHIER_TEST_PROBE names a folder (app/window/probe.py)."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.real_display.xwd import grab, screenshot

ROOT = Path(__file__).resolve().parents[2]
WINDOW_MANAGERS = (["openbox", "--sm-disable"], ["icewm"], ["matchbox-window-manager", "-use_titlebar", "yes"])
SHOTS = "BERTHIER_SCREENSHOTS"      # a folder: Berthier.shoot writes each step's picture there
NEEDED = ("Xvfb", "xdotool", "xwd", "xwininfo", "xprop", "xclip")
# a loaded machine (a full suite on every core) answers late: waits on a condition get this long
FOCUS_SECONDS = 20


def missing_tools() -> list[str]:
    absent = [t for t in NEEDED if shutil.which(t) is None]
    if not any(shutil.which(wm[0]) for wm in WINDOW_MANAGERS):
        absent.append("a window manager (openbox, icewm or matchbox-window-manager)")
    return absent


class Timeout(AssertionError):
    pass


def wait_for(what: str, probe, timeout: float = 20.0, every: float = 0.05):
    """Poll `probe()` until it gives something true; fail saying what was awaited."""
    end = time.monotonic() + timeout
    while True:
        value = probe()
        if value:
            return value
        if time.monotonic() > end:
            raise Timeout(f"waited {timeout:.0f} s for {what}")
        time.sleep(every)


class Screen:
    """An X server of `width` x `height` with a window manager, until `close()`."""

    def __init__(self, width: int, height: int):
        self.size = (width, height)
        read, write = os.pipe()
        self.server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp",
             "-noreset"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.server.kill()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"
        self.env = dict(os.environ, DISPLAY=self.display)
        self.env.pop("WAYLAND_DISPLAY", None)
        wm = next(wm for wm in WINDOW_MANAGERS if shutil.which(wm[0]))
        self.wm = subprocess.Popen(wm, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for("the window manager", self._managed, timeout=15)

    def _managed(self) -> bool:
        out = subprocess.run(["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"], env=self.env, capture_output=True,
                             text=True).stdout
        return "window id" in out

    def pointer(self) -> tuple[int, int]:
        out = self.xdotool("getmouselocation", "--shell", check=False)
        values = dict(line.split("=", 1) for line in out.split() if "=" in line)
        return int(values.get("X", -1)), int(values.get("Y", -1))

    def point(self, x: int, y: int) -> None:
        """Move the pointer to x, y and wait until it is there (`xdotool mousemove --sync` waits 15 s
        for a move when the pointer is there already)."""
        self.xdotool("mousemove", str(x), str(y))
        wait_for(f"the pointer at {x}, {y}", lambda: self.pointer() == (x, y), timeout=10)

    def park_pointer(self) -> None:
        """The pointer in the screen's top right corner, off every window: a test starts with no
        hover and no tooltip left by the one before (a tooltip is a window of its own)."""
        self.point(self.size[0] - 1, 0)

    def xdotool(self, *args: str, check: bool = True) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        if check and done.returncode != 0 and done.stderr.strip():
            raise RuntimeError(f"xdotool {' '.join(args)}: {done.stderr.strip()}")
        return done.stdout

    def windows(self, name: str) -> list[str]:
        """Ids of the visible windows whose name matches the regular expression `name`."""
        return self.xdotool("search", "--onlyvisible", "--name", name, check=False).split()

    def name_of(self, window: str) -> str:
        return self.xdotool("getwindowname", window, check=False).strip()

    def geometry(self, window: str) -> tuple[int, int, int, int]:
        """x, y, width, height of a window's inside on the screen (xwininfo: `xdotool
        getwindowgeometry` counts the title bar twice under some window managers)."""
        info = subprocess.run(["xwininfo", "-id", window], env=self.env, capture_output=True, text=True,
                              timeout=20).stdout
        values = dict(line.strip().split(":", 1) for line in info.splitlines() if ":" in line)
        return (int(values["Absolute upper-left X"]), int(values["Absolute upper-left Y"]), int(values["Width"]),
                int(values["Height"]))

    def frame(self, window: str) -> tuple[int, int, int, int]:
        """left, top, right, bottom of a window with the frame the window manager drew around it."""
        x, y, w, h = self.geometry(window)
        out = subprocess.run(["xprop", "-id", window, "_NET_FRAME_EXTENTS"], env=self.env, capture_output=True,
                             text=True, timeout=20).stdout
        numbers = [int(n) for n in re.findall(r"\d+", out.partition("=")[2])]
        left, right, top, bottom = numbers if len(numbers) == 4 else (0, 0, 0, 0)
        return x - left, y - top, x + w + right, y + h + bottom

    def screenshot(self, path: Path) -> Path:
        return screenshot(self.display, path)

    def close(self) -> None:
        for process in (self.wm, self.server):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(5)


class Berthier:
    """The `berthier gui GAME` program on `screen`, with its own home, settings and probe folder."""

    def __init__(self, screen: Screen, game: Path, home: Path, env_added: dict[str, str] | None = None):
        self.screen, self.game = screen, game
        self.probe = home / "probe"
        env = dict(screen.env, QT_QPA_PLATFORM="xcb", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"), XDG_RUNTIME_DIR=str(home / "run"),
                   BERTHIER_TEST_PROBE=str(self.probe), QT_SCALE_FACTOR="1")
        env.pop("QT_QPA_PLATFORMTHEME", None)
        env.update(env_added or {})
        (home / "run").mkdir(parents=True, exist_ok=True)
        os.chmod(home / "run", 0o700)
        self.log = home / "berthier.log"
        screen.park_pointer()
        self.process = subprocess.Popen([sys.executable, "-m", "app.cli", "gui", str(game)], cwd=ROOT, env=env,
                                        stdout=self.log.open("w"), stderr=subprocess.STDOUT)
        title = re.escape(game.name)
        self.window = wait_for(f"the window on {game.name}", lambda: self._alive() and screen.windows(title),
                               timeout=60)[0]
        self.places()                                   # the map is drawn
        self.focus(self.window)

    def _alive(self) -> bool:
        if self.process.poll() is not None:
            raise AssertionError(f"berthier gui ended ({self.process.returncode}):\n{self.log.read_text()[-3000:]}")
        return True

    # -- hands ---------------------------------------------------------------------------------------
    def focus(self, window: str) -> None:
        self.screen.xdotool("windowactivate", "--sync", window, check=False)
        wait_for("the keyboard focus", lambda: self.screen.xdotool("getwindowfocus", check=False).strip() == window
                 or self._focus_inside(window), timeout=FOCUS_SECONDS)

    def _focus_inside(self, window: str) -> bool:
        return self.screen.xdotool("getactivewindow", check=False).strip() == window

    def keys(self, *keys: str) -> None:
        for key in keys:
            self.screen.xdotool("key", "--clearmodifiers", key)
            time.sleep(0.05)

    def type(self, text: str) -> None:
        for line_number, line in enumerate(text.split("\n")):
            if line_number:
                self.keys("Return")
            if line:
                self.screen.xdotool("type", "--delay", "8", line)

    def move(self, window: str, x: int, y: int) -> None:
        """Move a window by the window manager, and wait until it is there with the focus."""
        self.screen.xdotool("windowmove", "--sync", window, str(x), str(y), check=False)
        wait_for("the window to move", lambda: abs(self.screen.geometry(window)[0] - x) < 40
                 and abs(self.screen.geometry(window)[1] - y) < 60, timeout=5)
        self.focus(window)

    def paste(self, text: str) -> None:
        """Put `text` on the clipboard (as a mail program would) and paste it with Ctrl+V."""
        subprocess.run(["xclip", "-selection", "clipboard", "-in"], input=text, text=True, env=self.screen.env,
                       check=True, timeout=20)
        # xclip owns the clipboard from its child, in the background: pasted before it does, Ctrl+V
        # would paste what was there before
        wait_for("the message on the clipboard", lambda: self.clipboard() == text, timeout=20, every=0.1)
        self.keys("ctrl+v")

    def clipboard(self) -> str:
        done = subprocess.run(["xclip", "-selection", "clipboard", "-out"], env=self.screen.env, capture_output=True,
                              timeout=20)
        return done.stdout.decode("utf-8", "replace") if done.returncode == 0 else ""

    def click(self, x: int, y: int) -> None:
        self.screen.point(x, y)
        self.screen.xdotool("click", "1")

    def click_place(self, region: str) -> None:
        x, y = self.places()[region]
        self.click(x, y)

    # -- eyes ----------------------------------------------------------------------------------------
    def look(self, around: str, radius: int = 30):
        """The pixels on screen around a place of the map."""
        x, y = self.places()[around]
        return grab(self.screen.display)[max(0, y - radius):y + radius, max(0, x - radius):x + radius].copy()

    def wait_redrawn(self, around: str, before, timeout: float = 10.0) -> None:
        """Wait until the map around a place looks different from `before` (lit, unlit, moved...)."""
        wait_for(f"the map around {around} to change", lambda: (self.look(around) != before).any(), timeout,
                 every=0.1)

    def lit(self) -> list[str]:
        """The places lit on the map as the program last painted it (picking, destinations)."""
        try:
            return json.loads((self.probe / "lit.json").read_text(encoding="utf-8"))
        except (FileNotFoundError, json.JSONDecodeError):
            return []

    def wait_lit(self, what: str, probe, timeout: float = 20.0) -> list[str]:
        """Wait until the places lit on the map, as painted, satisfy `probe(lit)`."""
        wait_for(what, lambda: self._alive() and probe(self.lit()), timeout, every=0.1)
        return self.lit()

    def places(self) -> dict[str, list[int]]:
        """Where each province and sea is on the screen, as the program last wrote it."""
        path = self.probe / "places.json"
        return wait_for("the map drawn on screen", lambda: self._alive() and path.exists()
                        and json.loads(path.read_text(encoding="utf-8")), timeout=60)

    def still(self, quiet: float = 0.5, timeout: float = 15.0) -> None:
        """Wait until the map has not been drawn anew for `quiet` seconds (layouts settled)."""
        path = self.probe / "places.json"
        wait_for("the window to settle", lambda: time.time() - path.stat().st_mtime > quiet, timeout, every=0.1)

    def widgets(self, name: str) -> list[dict]:
        """The visible widgets named `name` as the program last wrote them (app/window/probe.py):
        {"name", "kind", "box": [x, y, width, height] on the screen, "text" for buttons, labels
        and texts}, left to right."""
        path = self.probe / "widgets.json"
        try:
            shown = json.loads(path.read_text(encoding="utf-8"))
        except (FileNotFoundError, json.JSONDecodeError):
            return []
        return sorted((w for w in shown if w["name"] == name), key=lambda w: (w["box"][1], w["box"][0]))

    def text_of(self, name: str) -> str | None:
        """The text of the one visible widget named `name`, or None when none is shown."""
        shown = self.widgets(name)
        assert len(shown) <= 1, f"{len(shown)} widgets named {name!r} are shown"
        return shown[0].get("text") if shown else None

    def click_widget(self, widget: dict) -> None:
        x, y, width, height = widget["box"]
        self.click(x + width // 2, y + height // 2)

    def stalls(self, since: float) -> list[float]:
        """How long (ms) the window's thread did not answer, each time it was late by more than the
        probe's STALL_MS (app/window/probe.py), since `since` (time.time())."""
        path = self.probe / "stalls.log"
        lines = path.read_text(encoding="utf-8").split() if path.exists() else []
        pairs = zip(lines[::2], lines[1::2])
        return [float(ms) for when, ms in pairs if float(when) >= since]

    def gc_pauses(self, since: float) -> list[tuple[int, float]]:
        """Each garbage collection the probe wrote (app/gc_pauses.py) since `since`
        (time.time()): its generation and how long it took (ms)."""
        path = self.probe / "gc.log"
        lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
        return [(int(gen), float(ms)) for when, gen, ms in (line.split() for line in lines) if float(when) >= since]

    def status_messages(self) -> list[str]:
        path = self.probe / "status.log"
        return path.read_text(encoding="utf-8").splitlines() if path.exists() else []

    def wait_status(self, pattern: str, timeout: float = 20.0) -> str:
        regex = re.compile(pattern)
        return wait_for(f"a status message matching {pattern!r} (got {self.status_messages()[-3:]})",
                        lambda: next((m for m in self.status_messages() if regex.search(m)), None), timeout)

    def wait_window(self, name: str, timeout: float = 15.0) -> str:
        """A window whose name matches `name`, once it is visible and has the focus."""
        window = wait_for(f"a window named {name!r}", lambda: self._alive() and self.screen.windows(name),
                          timeout)[0]
        wait_for(f"the focus in {name!r}", lambda: self.screen.xdotool("getactivewindow", check=False).strip()
                 == window, timeout=FOCUS_SECONDS)
        return window

    def wait_gone(self, name: str, timeout: float = 10.0) -> None:
        wait_for(f"the window {name!r} to close", lambda: not self.screen.windows(name), timeout)

    def popup_menu(self) -> bool:
        """A menu is open (an override-redirect window of the program, not managed by the WM), not
        a tooltip (a window too: a tooltip over the map was taken for the menu, and the keys meant
        for the menu went to the window before the menu opened)."""
        out = subprocess.run(["xwininfo", "-root", "-children"], env=self.screen.env, capture_output=True,
                             text=True).stdout
        return any(not self._tooltip(line.split()[0]) for line in out.splitlines()
                   if '"Berthier": ("' in line and "1x1" not in line and "3x3" not in line)

    def _tooltip(self, window: str) -> bool:
        out = subprocess.run(["xprop", "-id", window, "_NET_WM_WINDOW_TYPE"], env=self.screen.env,
                             capture_output=True, text=True, timeout=20).stdout
        return "TOOLTIP" in out

    def wait_until_menu(self) -> None:
        """A menu, a drop-down's list or a completer's list is open."""
        wait_for("a menu or list to open", self.popup_menu, timeout=10)

    def menu_choose(self, position: int) -> None:
        """In the menu just opened, the `position`-th entry (1 = the first enabled one)."""
        self.wait_until_menu()
        time.sleep(0.1)
        self.keys(*["Down"] * position, "Return")

    def shoot(self, name: str) -> None:
        """A picture of the screen as `NAME.png` in the folder BERTHIER_SCREENSHOTS names, to look at
        each step as a GM sees it; nothing without the variable (a picture takes a second or two)."""
        folder = os.environ.get(SHOTS)
        if folder:
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.screen.screenshot(Path(folder) / f"{name}.png")

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
