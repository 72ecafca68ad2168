"""The first code run inside a sandbox: lower the kernel limits, then run the agent's code.

This file is passed to ``python3 -I -c`` inside the sandbox, so it uses the standard library only
and imports nothing from quantward. It runs inside the new user namespace, where a process can
lower its own limits but never raise a hard limit again (that needs CAP_SYS_RESOURCE on the host),
so the agent's code, which runs next in this same process, stays under them. RLIMIT_NPROC counts
the processes of the sandbox's own user namespace, so it caps a fork bomb without counting the
host's processes. Limits that end in an exception rather than a signal (address space, process
count, file size) are reported by a distinct exit code so the host can name the limit.
"""

import errno
import resource
import sys

EXIT_MEMORY = 250
EXIT_PIDS = 251
EXIT_FILE_SIZE = 252
# set by the Pod launcher (pod_launcher.py), which supervises this one in a Pod
EXIT_OUTPUT = 248
EXIT_WALL = 249
EXIT_GATEWAY = 247


def _limit(which: int, value: int) -> None:
    resource.setrlimit(which, (value, value))


def main(argv: list[str]) -> int:
    """argv: script, cpu_seconds, memory_bytes, processes, file_size_bytes."""
    script, cpu, memory, processes, file_size = argv
    # The soft CPU limit sends SIGXCPU (the process dies, 128+24); the hard limit one second later
    # is SIGKILL for code that ignores SIGXCPU.
    resource.setrlimit(resource.RLIMIT_CPU, (int(cpu), int(cpu) + 1))
    _limit(resource.RLIMIT_AS, int(memory))
    _limit(resource.RLIMIT_NPROC, int(processes))
    _limit(resource.RLIMIT_FSIZE, int(file_size))
    _limit(resource.RLIMIT_CORE, 0)
    del sys.argv[1:]
    sys.argv[0] = script
    with open(script, encoding="utf-8") as source:
        code = compile(source.read(), script, "exec")
    namespace = {"__name__": "__main__", "__file__": script, "__builtins__": __builtins__}
    try:
        exec(code, namespace)  # not runpy: importing it costs more than the rest of the start
    except SystemExit as stop:
        raise stop
    except MemoryError:
        _print_traceback()
        return EXIT_MEMORY
    except BlockingIOError as exc:
        _print_traceback()
        return EXIT_PIDS if exc.errno == errno.EAGAIN else 1
    except OSError as exc:
        _print_traceback()
        return EXIT_FILE_SIZE if exc.errno == errno.EFBIG else 1
    except BaseException:
        _print_traceback()
        return 1
    return 0


def _print_traceback() -> None:
    import traceback  # only on failure: it is slow to import and most runs never need it

    kind, error, trace = sys.exc_info()
    # drop this launcher's own frame: the first line a reader sees is in the agent's code
    traceback.print_exception(kind, error, trace.tb_next if trace is not None else None)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
