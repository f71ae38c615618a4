#!/usr/bin/env python3
"""Runs the steps of the composite action in action.yml as a GitHub container job runs them.

Each `run:` step goes to `bash --noprofile --norc -eo pipefail` in the workspace, in order, with
the runner's files and variables: GITHUB_ACTION_PATH (the action's own files; give a path away
from any checkout, so that a step that still reaches the host's copy fails), GITHUB_OUTPUT,
GITHUB_ENV, GITHUB_PATH and GITHUB_STEP_SUMMARY (fresh for each step; outputs and summaries are
collected as the runner does), RUNNER_TEMP, RUNNER_OS, RUNNER_ARCH, CI and GITHUB_WORKSPACE.
`if:` conditions are evaluated, and `${{ ... }}` in `env:`, `with:` and `run:` are substituted.

In `run:` and `env:` only `steps.ID.outputs.NAME`, `inputs.NAME` and `runner.temp` are
accepted: any other expression, notably `github.action_path` (the host's path in a container job,
actions/runner#2185), stops the run with exit 65 before any step runs. `uses:` steps are
simulated: actions/cache/restore restores from --restore-from (a hit) or misses,
actions/cache/save checks its path, actions/upload-artifact copies its path into --artifacts;
any other action is skipped with a line saying so.

Exit: 0 when every step passed, the exit code of the first failed step otherwise, 65 for an
action.yml this script cannot read or refuses, 64 for usage. Python's standard library and PyYAML.

  Scripts/run-action.py --action-path DIR --workspace DIR --home DIR --runner-temp DIR
      [--input NAME=VALUE]... [--restore-from PREFIX] [--artifacts DIR] [--summary FILE]
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import uuid

import yaml


class ActionError(Exception):
    """action.yml cannot be read, or asks for something a container job cannot give."""


# --- Expressions ---------------------------------------------------------------------------------

TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|'((?:[^']|'')*)'|(==|!=|&&|\|\||!|\(|\))|([A-Za-z_][\w.-]*))")
ALLOWED_IN_SCRIPTS = re.compile(r"^(steps\.[\w-]+\.outputs\.[\w-]+|inputs\.[\w-]+|runner\.temp)$")
STATUS_FUNCTIONS = ("success", "failure", "always", "cancelled")


class Expression:
    """A GitHub Actions expression over the contexts a composite action's steps see."""

    def __init__(self, text, context):
        self.tokens = []
        position = 0
        text = text.strip()
        while position < len(text):
            match = TOKEN.match(text, position)
            if not match or match.end() == position:
                raise ActionError(f"cannot read the expression {text!r} at {text[position:]!r}")
            number, string, operator, name = match.groups()
            if number is not None:
                self.tokens.append(("value", float(number)))
            elif string is not None:
                self.tokens.append(("value", string.replace("''", "'")))
            elif operator is not None:
                self.tokens.append(("op", operator))
            else:
                self.tokens.append(("name", name))
            position = match.end()
        self.position = 0
        self.context = context
        self.text = text

    def evaluate(self):
        value = self.disjunction()
        if self.position != len(self.tokens):
            raise ActionError(f"cannot read the expression {self.text!r}")
        return value

    def peek(self):
        return self.tokens[self.position] if self.position < len(self.tokens) else (None, None)

    def take(self, operator):
        if self.peek() == ("op", operator):
            self.position += 1
            return True
        return False

    def disjunction(self):
        value = self.conjunction()
        while self.take("||"):
            other = self.conjunction()
            value = value if truthy(value) else other
        return value

    def conjunction(self):
        value = self.comparison()
        while self.take("&&"):
            other = self.comparison()
            value = other if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        for operator in ("==", "!="):
            if self.take(operator):
                other = self.unary()
                same = loose(value) == loose(other)
                return same if operator == "==" else not same
        return value

    def unary(self):
        if self.take("!"):
            return not truthy(self.unary())
        if self.take("("):
            value = self.disjunction()
            if not self.take(")"):
                raise ActionError(f"a ')' is missing in {self.text!r}")
            return value
        kind, value = self.peek()
        self.position += 1
        if kind == "value":
            return value
        if kind != "name":
            raise ActionError(f"cannot read the expression {self.text!r}")
        if value in ("true", "false", "null"):
            return {"true": True, "false": False, "null": None}[value]
        if self.take("("):
            if not self.take(")"):
                raise ActionError(f"{value}() takes no arguments here, in {self.text!r}")
            if value not in STATUS_FUNCTIONS:
                raise ActionError(f"the function {value}() is not simulated, in {self.text!r}")
            return self.context.status(value)
        return self.context.lookup(value)


def truthy(value):
    return value not in (None, False, "", 0, 0.0)


def loose(value):
    """GitHub compares strings without case, and a missing value as null."""
    return value.casefold() if isinstance(value, str) else value


def text_of(value):
    if value is None:
        return ""
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


# --- The job ---------------------------------------------------------------------------------------


class Job:
    def __init__(self, action, arguments):
        self.action = action
        self.arguments = arguments
        self.inputs = {}
        self.steps = {}
        self.failed = False
        self.first_failure = 0
        self.env = {}
        self.path = []
        declared = action.get("inputs") or {}
        for name, spec in declared.items():
            self.inputs[name] = text_of((spec or {}).get("default"))
        for given in arguments.input:
            name, _, value = given.partition("=")
            if name not in declared:
                raise ActionError(f"the action has no input {name!r} (it has {', '.join(declared)})")
            self.inputs[name] = value

    def status(self, function):
        return {
            "success": not self.failed,
            "failure": self.failed,
            "always": True,
            "cancelled": False,
        }[function]

    def lookup(self, name):
        parts = name.split(".")
        if parts[0] == "inputs" and len(parts) == 2:
            return self.inputs.get(parts[1])
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return self.steps.get(parts[1], {}).get("outputs", {}).get(parts[3])
        if parts[0] == "steps" and len(parts) == 3 and parts[2] in ("outcome", "conclusion"):
            return self.steps.get(parts[1], {}).get("outcome")
        if name == "runner.temp":
            return self.arguments.runner_temp
        if name == "runner.os":
            return "Linux"
        raise ActionError(f"the context {name!r} is not simulated")

    def substitute(self, text, where, scripts):
        def replace(match):
            inner = match.group(1).strip()
            if scripts and not ALLOWED_IN_SCRIPTS.match(inner):
                hint = ""
                if inner == "github.action_path":
                    hint = (
                        "; in a container job it is the runner host's path (actions/runner#2185): "
                        'use "$GITHUB_ACTION_PATH"'
                    )
                raise ActionError(f"{where} expands ${{{{ {inner} }}}}{hint}")
            return text_of(Expression(inner, self).evaluate())

        return re.sub(r"\$\{\{(.*?)\}\}", replace, text)

    def condition(self, text):
        if text is None:
            return not self.failed
        inner = text.strip()
        if inner.startswith("${{") and inner.endswith("}}"):
            inner = inner[3:-2]
        value = truthy(Expression(inner, self).evaluate())
        uses_status = re.search(r"\b(%s)\s*\(" % "|".join(STATUS_FUNCTIONS), inner)
        return value if uses_status else (value and not self.failed)


def check_scripts(job, steps):
    """Refuses, before anything runs, every run:/env: expression a container job gets wrong."""
    for number, step in enumerate(steps, 1):
        where = f"step {number} ({step.get('name') or step.get('id') or step.get('uses') or 'run'})"
        if "run" in step and step.get("shell") != "bash":
            raise ActionError(f"{where}: a composite run step needs 'shell: bash' here, not {step.get('shell')!r}")
        texts = [("run:", step.get("run") or "")] + [
            (f"env: {key}", text_of(value)) for key, value in (step.get("env") or {}).items()
        ]
        for field, text in texts:
            for match in re.finditer(r"\$\{\{(.*?)\}\}", text):
                if not ALLOWED_IN_SCRIPTS.match(match.group(1).strip()):
                    job.substitute(match.group(0), f"{where} {field}", scripts=True)


def read_key_values(path):
    """The NAME=VALUE and NAME<<DELIMITER lines of a GITHUB_OUTPUT or GITHUB_ENV file."""
    values = {}
    if not os.path.exists(path):
        return values
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if not line:
            continue
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            body = []
            while index < len(lines) and lines[index] != delimiter:
                body.append(lines[index])
                index += 1
            if index == len(lines):
                raise ActionError(f"{path}: {name} has no closing {delimiter}")
            index += 1
            values[name] = "\n".join(body)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        else:
            raise ActionError(f"{path}: a line that is neither NAME=VALUE nor NAME<<DELIMITER: {line!r}")
    return values


def run_step(job, step, number, arguments):
    temp = arguments.runner_temp
    names = ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY")
    files = {name: os.path.join(temp, f"_{name.lower()}_{uuid.uuid4().hex}") for name in names}
    for path in files.values():
        open(path, "w").close()
    script = os.path.join(temp, f"_step_{number}_{uuid.uuid4().hex}.sh")
    with open(script, "w", encoding="utf-8") as file:
        file.write(job.substitute(step["run"], f"step {number} run:", scripts=True))
    environment = dict(base_environment(arguments))
    environment.update(job.env)
    if job.path:
        environment["PATH"] = os.pathsep.join(job.path + [environment.get("PATH", "")])
    for key, value in (step.get("env") or {}).items():
        environment[key] = job.substitute(text_of(value), f"step {number} env: {key}", scripts=True)
    environment.update(files)
    sys.stdout.flush()
    status = subprocess.call(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=arguments.workspace, env=environment
    )
    outputs = read_key_values(files["GITHUB_OUTPUT"])
    job.env.update(read_key_values(files["GITHUB_ENV"]))
    with open(files["GITHUB_PATH"], encoding="utf-8") as file:
        job.path = [line for line in file.read().split("\n") if line] + job.path
    with open(files["GITHUB_STEP_SUMMARY"], encoding="utf-8") as file:
        summary = file.read()
    if arguments.summary and summary:
        with open(arguments.summary, "a", encoding="utf-8") as file:
            file.write(summary)
    for path in list(files.values()) + [script]:
        os.remove(path)
    return status, outputs


def base_environment(arguments):
    # The caller's own runner variables never leak into the simulated job.
    inherited = os.environ.items()
    environment = {key: value for key, value in inherited if not key.startswith(("GITHUB_", "RUNNER_", "INPUT_"))}
    environment.update(
        {
            "CI": "true",
            "GITHUB_ACTIONS": "true",
            "GITHUB_ACTION_PATH": arguments.action_path,
            "GITHUB_WORKSPACE": arguments.workspace,
            "HOME": arguments.home,
            "RUNNER_TEMP": arguments.runner_temp,
            "RUNNER_OS": "Linux",
            "RUNNER_ARCH": {"x86_64": "X64", "aarch64": "ARM64", "arm64": "ARM64"}.get(os.uname().machine, "X64"),
        }
    )
    return environment


def copy_into(source, destination):
    if os.path.isdir(source):
        shutil.copytree(source, destination, symlinks=True, dirs_exist_ok=True)
    else:
        os.makedirs(os.path.dirname(destination) or ".", exist_ok=True)
        shutil.copy2(source, destination)


def simulate(job, step, number, arguments):
    """A `uses:` step: (exit status, outputs, what was done)."""
    uses = step["uses"]
    action = uses.split("@", 1)[0]
    given = {
        key: job.substitute(text_of(value), f"step {number} with: {key}", scripts=False)
        for key, value in (step.get("with") or {}).items()
    }
    workspace = arguments.workspace

    def place(path):
        # Relative to the workspace, `~` the job's HOME, as the actions read their `path`.
        if path == "~" or path.startswith("~/"):
            path = arguments.home + path[1:]
        return os.path.join(workspace, path)

    if action == "actions/cache/restore":
        if arguments.restore_from:
            copy_into(arguments.restore_from, place(given["path"]))
            outputs = {"cache-hit": "true", "cache-primary-key": given["key"], "cache-matched-key": given["key"]}
            return 0, outputs, f"simulated: cache hit for {given['key']}, restored into {given['path']}"
        return 0, {"cache-hit": "false", "cache-primary-key": given["key"]}, f"simulated: cache miss for {given['key']}"
    if action == "actions/cache/save":
        if not os.path.exists(place(given["path"])):
            return 1, {}, f"simulated: nothing to save at {given['path']}"
        return 0, {}, f"simulated: {given['path']} saved as {given['key']}"
    if action == "actions/upload-artifact":
        source = place(given["path"])
        if not os.path.exists(source):
            missing = given.get("if-no-files-found", "warn")
            return (1 if missing == "error" else 0), {}, f"simulated: no files at {given['path']} ({missing})"
        if not arguments.artifacts:
            return 0, {}, f"simulated: {given['path']} would be uploaded as {given['name']}"
        destination = os.path.join(arguments.artifacts, given["name"])
        if os.path.exists(destination):
            return 1, {}, f"simulated: an artifact named {given['name']} was already uploaded"
        copy_into(source, destination)
        return 0, {}, f"simulated: {given['path']} uploaded as artifact {given['name']}"
    return 0, {}, f"skipped: {uses} is not simulated"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--action-path", required=True, help="GITHUB_ACTION_PATH: the action's files")
    parser.add_argument("--workspace", required=True, help="GITHUB_WORKSPACE, where the steps run")
    parser.add_argument("--home", required=True, help="HOME of the job")
    parser.add_argument("--runner-temp", required=True, help="RUNNER_TEMP")
    parser.add_argument("--input", action="append", default=[], help="an input, NAME=VALUE")
    parser.add_argument("--restore-from", help="a cache hit for actions/cache/restore: this folder is restored")
    parser.add_argument("--artifacts", help="where actions/upload-artifact puts each artifact, by name")
    parser.add_argument("--summary", help="the job summary, every step's GITHUB_STEP_SUMMARY appended")
    arguments = parser.parse_args()
    for name in ("action_path", "workspace", "home", "runner_temp", "artifacts", "restore_from"):
        value = getattr(arguments, name)
        if value:
            setattr(arguments, name, os.path.abspath(value))

    manifest = os.path.join(arguments.action_path, "action.yml")
    try:
        with open(manifest, encoding="utf-8") as file:
            # BaseLoader: every scalar a string, as the runner reads an action's inputs and `if:`s.
            try:
                action = yaml.load(file.read(), Loader=yaml.BaseLoader)
            except yaml.YAMLError as error:
                raise ActionError(f"action.yml is not YAML: {error}") from None
        if not isinstance(action, dict):
            raise ActionError("action.yml is not a mapping")
        runs = action.get("runs") or {}
        if runs.get("using") != "composite":
            raise ActionError(f"runs.using is {runs.get('using')!r}, not composite")
        steps = runs.get("steps") or []
        job = Job(action, arguments)
        check_scripts(job, steps)
        for number, step in enumerate(steps, 1):
            name = step.get("name") or step.get("uses") or "run"
            kind = f"uses {step['uses']}" if "uses" in step else "run"
            if not job.condition(step.get("if")):
                condition = step.get("if") or "success()"
                print(f"run-action: step {number}/{len(steps)} {name}: skipped (if: {condition})", flush=True)
                if step.get("id"):
                    job.steps[step["id"]] = {"outcome": "skipped", "outputs": {}}
                continue
            print(f"run-action: step {number}/{len(steps)} {name} ({kind})", flush=True)
            if "uses" in step:
                status, outputs, said = simulate(job, step, number, arguments)
                print(f"run-action:   {said}", flush=True)
            else:
                status, outputs = run_step(job, step, number, arguments)
            if step.get("id"):
                job.steps[step["id"]] = {"outcome": "success" if status == 0 else "failure", "outputs": outputs}
            if status != 0:
                print(f"run-action:   step {number} failed with exit code {status}", flush=True)
                if not job.failed:
                    job.first_failure = status
                job.failed = True
        for name, spec in (action.get("outputs") or {}).items():
            value = job.substitute(text_of((spec or {}).get("value")), f"outputs.{name}", scripts=False)
            print(f"run-action: output {name}={value}")
    except ActionError as error:
        print(f"run-action: {manifest}: {error}", file=sys.stderr)
        return 65
    print(f"run-action: the job {'failed' if job.failed else 'succeeded'}")
    return job.first_failure if job.failed else 0


if __name__ == "__main__":
    sys.exit(main())
