"""Checks a SARIF log against an independent SARIF 2.1.0 object model (sarif-pydantic), strictly:
every object must be one the model knows, with no field it does not know, and the log must read
back to exactly the same JSON (so no value was dropped or changed in type).

Usage: python3 check_sarif.py FILE.sarif  — prints "ok" and exits 0, or prints the problem and exits 1.
"""
import json
import sys

import pydantic
import sarif_pydantic.sarif as model


def strict_models():
    """The package allows unknown fields; a conformance check must not."""
    classes = [c for c in vars(model).values() if isinstance(c, type) and issubclass(c, model.SarifBaseModel)]
    for cls in classes:
        cls.model_config["extra"] = "forbid"
    # A model embeds the schemas of the models it holds as they were when it was built: rebuild until
    # every level has the strict ones (eight passes: deeper than SARIF nests).
    for _ in range(8):
        for cls in classes:
            cls.model_rebuild(force=True)


def main(path):
    strict_models()
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    # run.columnKind (SARIF 2.1.0 §3.14.26) is not in sarif-pydantic 0.6.2's model: checked here.
    column_kinds = []
    for run in data.get("runs", []):
        kind = run.pop("columnKind", None)
        if kind not in (None, "utf16CodeUnits", "unicodeCodePoints"):
            print(f"columnKind {kind!r} is not utf16CodeUnits or unicodeCodePoints")
            return 1
        column_kinds.append(kind)
    try:
        log = model.Sarif.model_validate(data)
    except pydantic.ValidationError as error:
        print(error)
        return 1
    again = log.model_dump(mode="json", by_alias=True, exclude_unset=True)
    if again != data:
        print("the model reads the log differently:")
        print(json.dumps(again, indent=1, sort_keys=True))
        return 1
    if log.version != "2.1.0":
        print(f"version {log.version}, not 2.1.0")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
