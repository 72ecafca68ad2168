"""A seccomp filter for the bubblewrap sandbox: system calls analyst code never needs, refused.

bubblewrap shares the host's kernel, so a kernel bug reachable from an unprivileged process is
an escape (ADR 0024). This filter takes the kernel interfaces such exploits favour out of reach
— io_uring, userfaultfd, eBPF, perf events, the kernel keyrings, ptrace and cross-process memory
access, module and kexec loading, mounts and namespaces (bwrap has set them up before the filter
applies), clock and swap administration — each failing with EPERM, as an unsupported feature
would, so numpy and pandas never notice. A system call of another ABI (i386, x32) kills the
process: the filter's numbers would not mean the same there.

The program is classic BPF, written here: the one PyPI binding of libseccomp (`pyseccomp`) has
had no release since 2021, and Debian's `python3-seccomp` is built for Debian's interpreter, not
the project's. It is small and fixed: load the architecture, load the call number, compare.
bwrap loads it with `--seccomp FD` right before running the launcher (after no_new_privs).
Only x86_64 is described; elsewhere `program()` returns None and the backend says so.
"""

from __future__ import annotations

import platform
import struct
from typing import Final

# classic BPF opcodes (linux/filter.h) and seccomp return values (linux/seccomp.h)
_LD_W_ABS: Final = 0x20
_JEQ_K: Final = 0x15
_JGE_K: Final = 0x35
_RET_K: Final = 0x06
_RET_ALLOW: Final = 0x7FFF0000
_RET_KILL_PROCESS: Final = 0x80000000
_RET_ERRNO: Final = 0x00050000
_EPERM: Final = 1
_OFFSET_NR: Final = 0  # struct seccomp_data: int nr; __u32 arch; ...
_OFFSET_ARCH: Final = 4
_AUDIT_ARCH_X86_64: Final = 0xC000003E
_X32_SYSCALL_BIT: Final = 0x40000000

#: the refused calls and their x86_64 numbers (arch/x86/entry/syscalls/syscall_64.tbl)
REFUSED_X86_64: Final = {
    "ptrace": 101, "syslog": 103, "uselib": 134, "personality": 135, "ustat": 136,
    "sysfs": 139, "vhangup": 153, "pivot_root": 155, "_sysctl": 156, "adjtimex": 159,
    "acct": 163, "settimeofday": 164, "mount": 165, "umount2": 166, "swapon": 167,
    "swapoff": 168, "reboot": 169, "iopl": 172, "ioperm": 173, "init_module": 175,
    "delete_module": 176, "quotactl": 179, "nfsservctl": 180, "lookup_dcookie": 212,
    "clock_settime": 227, "kexec_load": 246, "add_key": 248, "request_key": 249,
    "keyctl": 250, "unshare": 272, "move_pages": 279, "perf_event_open": 298,
    "name_to_handle_at": 303, "open_by_handle_at": 304, "clock_adjtime": 305, "setns": 308,
    "process_vm_readv": 310, "process_vm_writev": 311, "kcmp": 312, "finit_module": 313,
    "kexec_file_load": 320, "bpf": 321, "userfaultfd": 323, "io_uring_setup": 425,
    "io_uring_enter": 426, "io_uring_register": 427, "open_tree": 428, "move_mount": 429,
    "fsopen": 430, "fsconfig": 431, "fsmount": 432, "fspick": 433, "mount_setattr": 442,
}  # fmt: skip


def _op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def program(machine: str | None = None) -> bytes | None:
    """The filter for this machine (`struct sock_filter[]`, as bwrap reads it), None when the
    architecture is not described here."""
    if (machine or platform.machine()) != "x86_64":
        return None
    numbers = sorted(set(REFUSED_X86_64.values()))
    checks = len(numbers)
    ops = [
        _op(_LD_W_ABS, _OFFSET_ARCH),
        _op(_JEQ_K, _AUDIT_ARCH_X86_64, jt=1),
        _op(_RET_K, _RET_KILL_PROCESS),
        _op(_LD_W_ABS, _OFFSET_NR),
        # x32 calls carry this bit and share the numbers' meaning only in part: kill them
        _op(_JGE_K, _X32_SYSCALL_BIT, jt=checks + 2),
    ]
    for n, number in enumerate(numbers):
        ops.append(_op(_JEQ_K, number, jt=checks - n))  # to the EPERM return below
    ops.append(_op(_RET_K, _RET_ALLOW))
    ops.append(_op(_RET_K, _RET_ERRNO | _EPERM))
    ops.append(_op(_RET_K, _RET_KILL_PROCESS))
    return b"".join(ops)
