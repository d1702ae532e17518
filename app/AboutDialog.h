#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTabWidget;
class QTextBrowser;

namespace cw {

// Help > About: the version, the licences of the components Coursewright is built from, and the
// credits of the games it plays as their rulebooks give them (GameInfo::credits). Retranslates on a
// language change.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QTabWidget *m_tabs;
    QLabel *m_summary;
    QTextBrowser *m_components;
    QTextBrowser *m_games;
    QPushButton *m_aboutQt;
};

} // namespace cw
