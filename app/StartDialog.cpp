#include "StartDialog.h"

#include "LastGame.h"
#include "NewGameDialog.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "course/CourseName.h"

#include <QCommandLinkButton>
#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace cw {

StartDialog::StartDialog(QWidget *parent)
    : QDialog(parent), m_heading(new QLabel), m_games(new QVBoxLayout), m_open(new QPushButton),
      m_close(new QPushButton)
{
    setObjectName(QStringLiteral("startDialog"));
    setMinimumWidth(460); // each game's line whole beside its name
    auto *layout = new QVBoxLayout(this);
    QFont big = m_heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_heading->setFont(big);
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);
    layout->addLayout(m_games);
    const QString last = LastGame::game();
    QCommandLinkButton *lastButton = nullptr;
    for (const GameInfo &info : GameRegistry::games()) {
        auto *button = new QCommandLinkButton(this);
        button->setObjectName(QStringLiteral("game_") + info.id);
        const QString id = info.id;
        connect(button, &QPushButton::clicked, this, [this, id] {
            m_chosen = id;
            accept();
        });
        m_games->addWidget(button);
        if (id == last || !lastButton)
            lastButton = button;
    }
    auto *buttons = new QDialogButtonBox;
    m_open->setObjectName(QStringLiteral("openSavedGame"));
    m_close->setObjectName(QStringLiteral("closeStart"));
    buttons->addButton(m_open, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    connect(m_open, &QPushButton::clicked, this, [this] {
        m_openSaved = true;
        accept();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(buttons);
    retranslate();
    if (lastButton) { // the game played last, else the first: Enter plays it again
        lastButton->setDefault(true);
        lastButton->setFocus();
    }
}

QString StartDialog::describe(const QString &gameId)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info)
        return {};
    const int most = qMin(info->maxSeats, int(NewGameDialog::MaxSeats)); // as New Game offers
    const QString players = info->minSeats == most
                                ? tr("%n player(s)", nullptr, most)
                                : tr("%1 to %2 players").arg(info->minSeats).arg(most);
    if (info->defaultCourse.isEmpty()) // a game played without a course
        return players;
    const QString last = LastGame::course(gameId);
    const QString source = last.isEmpty() ? info->defaultCourse : last;
    CourseProblems problems;
    const QJsonObject course = CourseFile::read(source, &problems).value_or(QJsonObject());
    const QString name = CourseName::of(course, source);
    if (name.isEmpty())
        return players;
    return last.isEmpty() ? tr("%1 · course: %2").arg(players, name)
                          : tr("%1 · last course: %2").arg(players, name);
}

void StartDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void StartDialog::retranslate()
{
    setWindowTitle(tr("Welcome to Coursewright"));
    m_heading->setText(tr("Choose a game to play"));
    for (const GameInfo &info : GameRegistry::games())
        if (auto *button = findChild<QCommandLinkButton *>(QStringLiteral("game_") + info.id)) {
            button->setText(info.displayName.text());
            button->setDescription(describe(info.id));
        }
    m_open->setText(tr("&Open Saved Game…"));
    m_close->setText(tr("&Close"));
}

} // namespace cw
