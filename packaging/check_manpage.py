#!/usr/bin/env python3
"""Check that a manual page documents everything a program's --help says.

Usage: check_manpage.py PROGRAM MANPAGE

For a program without commands, every long option of `PROGRAM --help` must appear in the page.
Otherwise it runs `PROGRAM --help`, reads the command names listed under "Commands:", then runs
`PROGRAM COMMAND --help` for each (and `PROGRAM COMMAND SUB --help` for a command's own commands).  The manual page must have a subsection (.SS) per command,
every long option (--name) the command's help prints must appear in that subsection or in a
section (.SH) that names "PROGRAM COMMAND" (shared options such as the protocol options), and
every $VARIABLE the help mentions must appear in the ENVIRONMENT section.  Exits 1 with the
list of what is missing, so the page cannot silently fall behind the program.
Run by the packaging_manpage_commands test (packaging/CMakeLists.txt).
"""
import os
import re
import subprocess
import sys


def plain(troff):
    """Troff source to comparable text: fonts dropped, escaped hyphens and quotes undone."""
    text = re.sub(r"\\f(\[[^]]*\]|.)", "", troff)
    text = text.replace("\\-", "-").replace("\\e", "\\").replace("\\(aq", "'").replace("\\(dq", '"')
    return text


def sections(lines, macro):
    """(title, body) for every section opened by `macro` (.SH or .SS); a .SH also ends a .SS."""
    out, title, body = [], None, []
    enders = (".SH",) if macro == ".SH" else (".SH", ".SS")
    for line in lines:
        head = line.split(None, 1)
        if head and head[0] in enders:
            if title is not None:
                out.append((title, "\n".join(body)))
            title, body = None, []
            if head[0] == macro:
                title = plain(head[1] if len(head) > 1 else "").strip().strip('"')
            continue
        if title is not None:
            body.append(line)
    if title is not None:
        out.append((title, "\n".join(body)))
    return out


def run_help(program, *args):
    done = subprocess.run([program, *args, "--help"], capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        sys.exit("%s %s --help exited with %d" % (program, " ".join(args), done.returncode))
    return done.stdout


def listed_commands(usage):
    """The command names a help text lists under "Commands:"."""
    commands, listing = [], False
    for line in usage.splitlines():
        if line.strip() == "Commands:":
            listing = True
            continue
        if listing:
            m = re.match(r"^  (\S+)\s", line)
            if not m:
                break
            commands.append(m.group(1))
    return commands


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    program, manpage = sys.argv[1], sys.argv[2]
    name = os.path.basename(program)
    with open(manpage, encoding="utf-8") as f:
        lines = f.read().splitlines()
    subsections = {title: plain(body) for title, body in sections(lines, ".SS")}
    top = [(title, plain(body)) for title, body in sections(lines, ".SH")]
    environment = "\n".join(body for title, body in top if title == "ENVIRONMENT")

    overview = run_help(program)
    commands = listed_commands(overview)
    missing = []
    if not commands:
        # A program without commands (probcut-studio): its own options, anywhere in the page.
        whole = plain("\n".join(lines))
        for option in sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", overview))):
            if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(option), whole):
                missing.append("option %s of '%s' is not documented" % (option, name))
    for command in commands:
        if command not in subsections:
            missing.append("command '%s' has no .SS subsection" % command)
            continue
        shared = "\n".join(body for title, body in top if "%s %s" % (name, command) in body)
        where = subsections[command] + "\n" + shared
        usage = run_help(program, command)
        # A command with commands of its own (book show, train fit): each one's options belong
        # in the command's subsection too.
        helps = [(command, usage)] + [("%s %s" % (command, sub), run_help(program, command, sub))
                                      for sub in listed_commands(usage)]
        for full, text in helps:
            for option in sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", text)) - {"--help"}):
                if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(option), where):
                    missing.append("option %s of '%s %s' is not documented" % (option, name, full))
            for var in sorted(set(re.findall(r"\$([A-Z][A-Z0-9_]+)", text))):
                if var not in environment:
                    missing.append("variable %s (used by '%s %s') is not in ENVIRONMENT" % (var, name, full))
    for m in missing:
        print("missing: " + m)
    print("%d commands checked, %d problems" % (len(commands), len(missing)))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
