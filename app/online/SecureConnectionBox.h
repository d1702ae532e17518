#pragma once

#include <QCheckBox>

namespace cw {

// "Secure connection (TLS, wss://)": whether a coursewright-server is reached over TLS, asked
// with the same words by Join Online Game and Host Online Game (OnlineLink::secure). It follows
// the interface language by itself.
class SecureConnectionBox : public QCheckBox {
    Q_OBJECT
public:
    explicit SecureConnectionBox(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};

} // namespace cw
