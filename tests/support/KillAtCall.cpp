// Preloaded into a program under test (LD_PRELOAD) to kill it in the middle of writing files:
// every call that changes the file system (a file opened for writing, a folder made, a rename, a
// removal) is counted, and the call numbered CW_KILL_AT_CALL (from 1) is never made: the process
// sends itself SIGKILL just before. Running a command with N = 1, 2, 3, … until it finishes
// unharmed stops it once at every step of its writes, as a power cut or `kill -9` could.
// Without CW_KILL_AT_CALL every call goes through unchanged. (glibc declares most of these
// functions `noexcept` in C++; the open family, being cancellation points, not.)
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cstdarg>
#include <cstdlib>

namespace {

std::atomic<long> calls{0};

long killAt()
{
    static const long at = [] {
        const char *value = std::getenv("CW_KILL_AT_CALL");
        return value ? std::atol(value) : 0L;
    }();
    return at;
}

// Counts one change; kills the process when it is the one to stop at.
void step()
{
    const long at = killAt();
    if (at > 0 && calls.fetch_add(1) + 1 == at)
        ::raise(SIGKILL);
}

bool changes(int flags)
{
    return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC)) != 0;
}

template <class Function>
Function next(const char *name)
{
    return reinterpret_cast<Function>(::dlsym(RTLD_NEXT, name));
}

mode_t modeOf(int flags, va_list arguments)
{
    return (flags & (O_CREAT | O_TMPFILE)) ? mode_t(va_arg(arguments, int)) : 0;
}

} // namespace

extern "C" {

int open(const char *path, int flags, ...)
{
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    if (changes(flags))
        step();
    return next<int (*)(const char *, int, ...)>("open")(path, flags, mode);
}

int open64(const char *path, int flags, ...)
{
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    if (changes(flags))
        step();
    return next<int (*)(const char *, int, ...)>("open64")(path, flags, mode);
}

int openat(int folder, const char *path, int flags, ...)
{
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    if (changes(flags))
        step();
    return next<int (*)(int, const char *, int, ...)>("openat")(folder, path, flags, mode);
}

int openat64(int folder, const char *path, int flags, ...)
{
    va_list arguments;
    va_start(arguments, flags);
    const mode_t mode = modeOf(flags, arguments);
    va_end(arguments);
    if (changes(flags))
        step();
    return next<int (*)(int, const char *, int, ...)>("openat64")(folder, path, flags, mode);
}

int mkdir(const char *path, mode_t mode) noexcept
{
    step();
    return next<int (*)(const char *, mode_t)>("mkdir")(path, mode);
}

char *mkdtemp(char *pattern) noexcept
{
    step();
    return next<char *(*)(char *)>("mkdtemp")(pattern);
}

int rename(const char *from, const char *to) noexcept
{
    step();
    return next<int (*)(const char *, const char *)>("rename")(from, to);
}

int renameat(int fromFolder, const char *from, int toFolder, const char *to) noexcept
{
    step();
    return next<int (*)(int, const char *, int, const char *)>("renameat")(fromFolder, from,
                                                                           toFolder, to);
}

int renameat2(int fromFolder, const char *from, int toFolder, const char *to,
              unsigned flags) noexcept
{
    step();
    return next<int (*)(int, const char *, int, const char *, unsigned)>("renameat2")(
        fromFolder, from, toFolder, to, flags);
}

int link(const char *from, const char *to) noexcept
{
    step();
    return next<int (*)(const char *, const char *)>("link")(from, to);
}

int linkat(int fromFolder, const char *from, int toFolder, const char *to, int flags) noexcept
{
    step();
    return next<int (*)(int, const char *, int, const char *, int)>("linkat")(fromFolder, from,
                                                                              toFolder, to, flags);
}

int unlink(const char *path) noexcept
{
    step();
    return next<int (*)(const char *)>("unlink")(path);
}

int unlinkat(int folder, const char *path, int flags) noexcept
{
    step();
    return next<int (*)(int, const char *, int)>("unlinkat")(folder, path, flags);
}

int rmdir(const char *path) noexcept
{
    step();
    return next<int (*)(const char *)>("rmdir")(path);
}

int remove(const char *path) noexcept
{
    step();
    return next<int (*)(const char *)>("remove")(path);
}
}
