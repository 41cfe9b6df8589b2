import json

import pytest

from plugin_host.cli.main import bootstrap, main
from plugin_host.cli.registry import COMMANDS, _manager


@pytest.fixture(autouse=True)
def _commands():
    bootstrap()


def test_all_commands_registered():
    assert {"export", "import", "list", "show", "delete", "plugins", "config", "purge", "serve", "formats"} <= set(COMMANDS)


def test_unknown_command_exit_code(capsys):
    assert main(["frobnicate"]) == 2
    assert "unknown command" in capsys.readouterr().err


def test_export_json(sample_report, capsys):
    assert main(["export", str(sample_report), "--format", "csv", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["status"] == "ok"
    assert out["format"] == "csv"


def test_import_then_list(settings_file, tmp_path, capsys):
    src = tmp_path / "sales_by_region.csv"
    src.write_text("region,revenue\nEMEA,10\nAPAC,7\n", encoding="utf-8")
    assert main(["import", str(src), "--owner", "ops@example.invalid"]) == 0
    capsys.readouterr()
    assert _manager.get("list")([]) == 0
    assert "Sales By Region" in capsys.readouterr().out


def test_config_single_key(settings_file, capsys):
    assert main(["config", "mail.sender"]) == 0
    assert capsys.readouterr().out.strip() == "tests@example.invalid"


def test_purge_dry_run(sample_report, capsys):
    assert main(["purge", "--days", "0", "--dry-run"]) == 0
    assert "Would delete" in capsys.readouterr().out
