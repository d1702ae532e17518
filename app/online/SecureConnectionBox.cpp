#include "SecureConnectionBox.h"

#include <QEvent>

namespace cw {

SecureConnectionBox::SecureConnectionBox(QWidget *parent) : QCheckBox(parent)
{
    setObjectName(QStringLiteral("secure"));
    retranslate();
}

void SecureConnectionBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QCheckBox::changeEvent(event);
}

void SecureConnectionBox::retranslate()
{
    setText(tr("&Secure connection (TLS, wss://)"));
    setAccessibleName(tr("Secure connection"));
    setToolTip(tr("Tick it when the host is a coursewright-server reached over TLS"));
}

} // namespace cw
