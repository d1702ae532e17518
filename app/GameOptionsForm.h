#pragma once

#include "core/GameInfo.h"

#include <QJsonObject>
#include <QWidget>

#include <vector>

namespace cw {

// The New Game dialog's part for a game's own setup options (GameInfo::options): one check box or
// one labelled choice per option, each named after its key. It knows no game: the options are
// data the game declares, and the game checks them again when it starts.
class GameOptionsForm : public QWidget {
    Q_OBJECT
public:
    explicit GameOptionsForm(QWidget *parent = nullptr);

    // Shows the widgets of `options`, each at its default value.
    void setOptions(const std::vector<GameOption> &options);
    // The chosen values, by key (empty when the game has no options).
    QJsonObject values() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    std::vector<GameOption> m_options;
    std::vector<QWidget *> m_editors; // a QCheckBox or a QComboBox per option
    std::vector<QWidget *> m_labels;  // the choice's QLabel, or null for a check box
};

} // namespace cw
