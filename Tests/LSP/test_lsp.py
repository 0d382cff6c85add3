"""End-to-end: `markupc lsp` driven by a real LSP client (pytest-lsp, lsprotocol) through
open → diagnostics → edit → diagnostics → completion → hover → definition → symbols, and
raw JSON-RPC errors on its standard input. MARKUPC names the binary (default .build/debug/markupc)."""

import asyncio
import json
import os
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
MARKUPC = os.environ.get("MARKUPC", str(ROOT / ".build" / "debug" / "markupc"))

SCREEN = """<?properties {"title": {"font": "System-Bold 28"}}?>
<LMColumnView>
    <LMRowView>
        <UIView width="400" height="10"/>
    </LMRowView>
    <UILabel class="title" text="Hi 😀" textAlignment="centre"/>
</LMColumnView>
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[MARKUPC, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


async def diagnostics_where(client: LanguageClient, uri: str, predicate, timeout: float = 20.0):
    """Waits for published diagnostics of `uri` that satisfy `predicate` (the layout rules come after a pause)."""

    async def wait():
        while True:
            found = client.diagnostics.get(uri)
            if found is not None and predicate(found):
                return found
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

    return await asyncio.wait_for(wait(), timeout)


def summary(diagnostics):
    return [
        (d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character, d.severity, d.code, d.message)
        for d in diagnostics
    ]


INVALID_CENTRE = "invalid value 'centre' for attribute 'textAlignment': expected one of left, center, right, justified, natural (did you mean 'center'?)"
# The row keeps its view's 400 (SEMANTICS §2.2: the content overflows the outermost container): from x = 16 it
# passes the 320-pt screen by 96 pt and stays within the 430-pt one.
OUTSIDE = "<LMRowView> reaches past the right edge of the screen by 96 pt on iPhone SE (1st generation) portrait"


async def test_open_edit_complete_hover_define(client: LanguageClient, tmp_path: pathlib.Path):
    path = tmp_path / "Screen.xml"
    uri = path.as_uri()  # the file is never written: the server reads the editor's buffer
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(uri=uri, language_id="xml", version=1, text=SCREEN)))

    # Markup rules at once, layout rules after the pause; ranges in UTF-16 (the emoji counts 2).
    found = await diagnostics_where(client, uri, lambda ds: any(d.code == "MK032" for d in ds))
    assert summary(found) == [
        (2, 4, 2, 14, types.DiagnosticSeverity.Warning, "MK032", OUTSIDE),
        (5, 55, 5, 61, types.DiagnosticSeverity.Error, "MK004", INVALID_CENTRE),
    ]

    # An incremental edit: `centre` → `center`.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=5, character=59), end=types.Position(line=5, character=61)),
                    text="er")
            ]))
    found = await diagnostics_where(client, uri, lambda ds: all(d.code != "MK004" for d in ds))
    assert summary(found) == [(2, 4, 2, 14, types.DiagnosticSeverity.Warning, "MK032", OUTSIDE)]

    # Completion of the values of textAlignment, in the table's order.
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=5, character=57)))
    assert [item.label for item in sorted(completion.items, key=lambda i: i.sort_text)] == [
        "left", "center", "right", "justified", "natural"]

    # Attributes of a view in a row include the row's `weight`.
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=3, character=16)))
    labels = [item.label for item in completion.items]
    assert "weight" in labels and "anchor" not in labels

    # Hover on the UIView: its frame on the default device, and explain's account.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=3, character=10)))
    assert hover.range == types.Range(start=types.Position(line=3, character=8), end=types.Position(line=3, character=15))
    assert "Frame on iPhone 15 portrait: `(0, 0, 400, 10)` in its parent, `(16, 59, 400, 10)` on the screen." in hover.contents.value
    assert "```text\nUIView (line 4): frame (16, 59, 400, 10) on the screen, before pixel rounding\nx 16\n" in hover.contents.value

    # Definition: class="title" → the template's key in <?properties?>.
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=5, character=21)))
    assert definition == types.Location(
        uri=uri, range=types.Range(start=types.Position(line=0, character=14), end=types.Position(line=0, character=21)))

    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [s.name for s in symbols] == ["LMColumnView"]
    assert [s.name for s in symbols[0].children] == ["LMRowView", "UILabel"]
    assert not path.exists()


def frame(message: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(message) + message


def read_messages(output: bytes):
    messages = []
    while output:
        header, _, rest = output.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        output = rest[length:]
    return messages


def test_malformed_json_rpc_gets_errors_not_a_crash():
    requests = [
        b'{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}',
        b'{"jsonrpc": "2.0", "id": 2, "method": ',
        b'{"jsonrpc": "2.0", "id": 3, "method": "markupc/unknown"}',
        b'{"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///nowhere.xml"}, "position": {"line": 0, "character": 0}}}',
        b'{"jsonrpc": "2.0", "id": 5, "method": "shutdown"}',
        b'{"jsonrpc": "2.0", "method": "exit"}',
    ]
    run = subprocess.run([MARKUPC, "lsp"], input=b"".join(frame(r) for r in requests), capture_output=True, timeout=60)
    assert run.returncode == 0
    messages = read_messages(run.stdout)
    assert [m.get("id") for m in messages] == [1, None, 3, 4, 5]
    assert messages[1]["error"] == {"code": -32700, "message": "the message is not valid JSON"}
    assert messages[2]["error"] == {"code": -32601, "message": "method not found: markupc/unknown"}
    assert messages[3]["error"] == {"code": -32602, "message": "document 'file:///nowhere.xml' is not open"}
    assert messages[4] == {"jsonrpc": "2.0", "id": 5, "result": None}


def test_neovim_receives_the_diagnostics(tmp_path: pathlib.Path):
    """A real editor, headless: Neovim's built-in client attaches `markupc lsp` to a broken document."""
    document = tmp_path / "Broken.xml"
    document.write_text(SCREEN, encoding="utf-8")  # the editor's file; the server only reads the buffer
    output = tmp_path / "diagnostics.txt"
    script = pathlib.Path(__file__).with_name("neovim_diagnostics.lua")
    environment = dict(os.environ, MARKUPC=MARKUPC, DOCUMENT=str(document), OUTPUT=str(output))
    subprocess.run(
        ["nvim", "--headless", "-u", "NONE", "-c", f"luafile {script}"], env=environment, timeout=120, check=True,
        capture_output=True)
    # Neovim counts columns in bytes: the emoji before `centre` is 4 of them (2 UTF-16 units in LSP).
    assert output.read_text(encoding="utf-8").splitlines() == [
        f"2:4 2 MK032 {OUTSIDE}",
        f"5:57 1 MK004 {INVALID_CENTRE}",
    ]
