"""The examples in the documentation are the files the tests use."""

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def json_blocks(markdown: str) -> list[str]:
    return re.findall(r"```json\n(.*?)```", markdown, re.S)


def test_the_scenario_format_example_is_the_tiny_scenario_the_tests_use():
    doc = (ROOT / "docs" / "scenario-format.md").read_text()
    example = json.loads(json_blocks(doc)[0])
    assert example == json.loads((ROOT / "tests" / "data" / "tiny-scenario.json").read_text())


def test_the_readme_names_exactly_the_two_setup_commands():
    readme = (ROOT / "README.md").read_text()
    block = re.search(r"```sh\n(.*?)```", readme, re.S).group(1)
    commands = [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]
    assert commands == ["./run.sh", "./test.sh"]
    assert "./test.sh" in (ROOT / ".ci" / "run").read_text()
