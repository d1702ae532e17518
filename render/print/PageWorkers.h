#pragma once

#include <QString>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>

namespace cw::print {

// Pages done and pages in all, reported on the thread that runs the export; returns false to
// cancel it.
using ExportProgress = std::function<bool(int done, int total)>;

// Renders the pages of an export on every core (issue 31): `render` makes page p's result on a
// private thread pool, `threads` pages at a time, and `take` receives the results on the calling
// thread in page order (a PDF's pages go into one file in order; SVG and PNG pages are written
// by `render` and take nothing). At most `window` results wait to be taken, so memory stays
// bounded however many pages there are. Stops at the first failure, with *error from it, or
// when `progress` returns false, with *error = `cancelled`. Returns whether every page was
// rendered and taken.
template <class Result>
bool renderPages(int count, int threads, int window,
                 const std::function<bool(int page, Result *result, QString *error)> &render,
                 const std::function<bool(int page, Result &result, QString *error)> &take,
                 const ExportProgress &progress, const QString &cancelled, QString *error)
{
    threads = std::clamp(threads, 1, std::max(1, count));
    window = std::max(window, threads);
    std::mutex mutex;
    std::condition_variable changed;
    std::map<int, Result> ready;
    int nextToRender = 0, nextToTake = 0;
    bool stop = false;
    QString failure;
    const auto fail = [&](const QString &why) { // with `mutex` held
        if (!stop)
            failure = why;
        stop = true;
        changed.notify_all();
    };

    QThreadPool pool;
    pool.setMaxThreadCount(threads);
    for (int worker = 0; worker < threads; ++worker) {
        pool.start([&] {
            for (;;) {
                std::unique_lock lock(mutex);
                changed.wait(lock, [&] {
                    return stop || nextToRender >= count || nextToRender < nextToTake + window;
                });
                if (stop || nextToRender >= count)
                    return;
                const int page = nextToRender++;
                lock.unlock();
                Result result;
                QString why;
                const bool ok = render(page, &result, &why);
                lock.lock();
                if (!ok)
                    fail(why);
                else
                    ready.emplace(page, std::move(result));
                changed.notify_all();
            }
        });
    }
    {
        std::unique_lock lock(mutex);
        while (!stop && nextToTake < count) {
            changed.wait(lock, [&] { return stop || ready.count(nextToTake) > 0; });
            if (stop)
                break;
            auto node = ready.extract(nextToTake);
            lock.unlock();
            QString why;
            const bool ok = take(nextToTake, node.mapped(), &why);
            const bool goOn = ok && (!progress || progress(nextToTake + 1, count));
            lock.lock();
            if (!ok)
                fail(why);
            else if (!goOn)
                fail(cancelled);
            ++nextToTake;
            changed.notify_all();
        }
        stop = true;
        changed.notify_all();
    }
    pool.waitForDone();
    if (nextToTake < count || !failure.isEmpty()) {
        if (error)
            *error = failure;
        return false;
    }
    return true;
}

// How many pages an export renders at once: one a core, fewer when each needs `bytesPerPage` of
// memory, so that the pages in flight stay within `budgetBytes`.
inline int pageThreads(qint64 bytesPerPage, qint64 budgetBytes)
{
    const qint64 fit = bytesPerPage > 0 ? budgetBytes / bytesPerPage : QThread::idealThreadCount();
    return int(std::clamp<qint64>(fit, 1, std::max(1, QThread::idealThreadCount())));
}

} // namespace cw::print
