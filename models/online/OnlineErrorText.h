#pragma once

#include "OnlineMessages.h"

#include <QCoreApplication>
#include <QString>

namespace cw {

// What the app says when a host refuses a request: its own translated text for the error's code
// (docs/protocol.md, "Errors"), never the host's English, and the field at fault when named.
class OnlineErrorText {
    Q_DECLARE_TR_FUNCTIONS(cw::OnlineErrorText)

public:
    static QString text(const OnlineError &error);

private:
    static QString reason(const QString &code);
};

} // namespace cw
