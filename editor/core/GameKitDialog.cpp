#include "GameKitDialog.h"

#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "print/GameKit.h"
#include "print/KitDocument.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace cw {

namespace {

const QString FolderKey = QStringLiteral("gameKit/folder");

QString courseName(const QJsonObject &course)
{
    return course.value(QStringLiteral("name")).toString();
}

} // namespace

GameKitDialog::GameKitDialog(const QString &gameId, const QJsonObject &course,
                             const QString &folder, QWidget *parent)
    : QDialog(parent), m_course(course),
      m_courseKind(course.value(QStringLiteral("kind")).toString()), m_game(new QComboBox),
      m_gameLabel(new QLabel), m_courseLabel(new QLabel), m_paperLabel(new QLabel),
      m_fileLabel(new QLabel), m_inHand(new QRadioButton), m_standard(new QRadioButton),
      m_paper(new QComboBox), m_file(new QLineEdit), m_browse(new QPushButton),
      m_progressBar(new QProgressBar), m_status(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close)), m_print(new QPushButton)
{
    setObjectName(QStringLiteral("gameKitDialog"));
    m_game->setObjectName(QStringLiteral("kitGame"));
    m_inHand->setObjectName(QStringLiteral("kitCourseInHand"));
    m_standard->setObjectName(QStringLiteral("kitStandardCourse"));
    m_paper->setObjectName(QStringLiteral("kitPaper"));
    m_file->setObjectName(QStringLiteral("kitFile"));
    m_progressBar->setObjectName(QStringLiteral("kitProgress"));
    m_status->setObjectName(QStringLiteral("kitStatus"));
    m_print->setObjectName(QStringLiteral("kitPrint"));
    m_status->setWordWrap(true);
    m_progressBar->setVisible(false);
    for (const print::GameKitKind &kind : print::GameKits::kinds())
        if (const GameInfo *info = GameRegistry::find(kind.gameId))
            m_game->addItem(info->displayName.text(), kind.gameId);
    m_paper->addItem(QString(), int(Paper::A4));
    m_paper->addItem(QString(), int(Paper::Letter));
    CourseProblems problems;
    if (const auto print = print::CoursePrinting::prepare(course, &problems))
        m_paper->setCurrentIndex(print->page.paper == Paper::Letter ? 1 : 0);

    auto *courses = new QVBoxLayout;
    courses->addWidget(m_inHand);
    courses->addWidget(m_standard);
    auto *file = new QHBoxLayout;
    file->addWidget(m_file, 1);
    file->addWidget(m_browse);
    auto *form = new QFormLayout;
    form->addRow(m_gameLabel, m_game);
    form->addRow(m_courseLabel, courses);
    form->addRow(m_paperLabel, m_paper);
    form->addRow(m_fileLabel, file);
    m_buttons->addButton(m_print, QDialogButtonBox::AcceptRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progressBar);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    // The game chosen first: the one asked for, else the first that plays the course in hand.
    int first = m_game->findData(gameId);
    for (int i = 0; first < 0 && !m_courseKind.isEmpty() && i < m_game->count(); ++i)
        if (courseKindOf(m_game->itemData(i).toString()) == m_courseKind)
            first = i;
    m_game->setCurrentIndex(std::max(first, 0));
    gameChanged();
    const QString start =
        folder.isEmpty() ? QSettings().value(FolderKey, QDir::homePath()).toString() : folder;
    m_file->setText(QDir(start).filePath(this->gameId() + QStringLiteral("-kit.pdf")));

    connect(m_game, &QComboBox::currentIndexChanged, this, &GameKitDialog::gameChanged);
    connect(m_browse, &QPushButton::clicked, this, &GameKitDialog::browse);
    connect(m_print, &QPushButton::clicked, this, &GameKitDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &GameKitDialog::reject);
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &GameKitDialog::done);
    connect(&m_poll, &QTimer::timeout, this, &GameKitDialog::showProgress);
    m_poll.setInterval(100);
    retranslate();
    resize(560, sizeHint().height());
}

GameKitDialog::~GameKitDialog()
{
    // A kit being written reads nothing of the dialog, but reports to it: stop it and wait.
    if (m_progress)
        m_progress->cancel = true;
    m_watcher.waitForFinished();
}

QString GameKitDialog::gameId() const
{
    return m_game->currentData().toString();
}

bool GameKitDialog::printsCourseInHand() const
{
    return m_courseInHandFits && m_inHand->isChecked();
}

void GameKitDialog::setOutput(const QString &path)
{
    m_file->setText(path);
}

QString GameKitDialog::output() const
{
    return m_file->text().trimmed();
}

QString GameKitDialog::courseKindOf(const QString &gameId) const
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info || info->defaultCourse.isEmpty())
        return {};
    CourseProblems problems;
    return CourseFile::read(info->defaultCourse, &problems)
        .value_or(QJsonObject())
        .value(QStringLiteral("kind"))
        .toString();
}

// The course choices follow the game: the course in hand only for a game that plays its kind.
void GameKitDialog::gameChanged()
{
    const QString kind = courseKindOf(gameId());
    m_gameHasCourses = !kind.isEmpty();
    m_courseInHandFits = !m_course.isEmpty() && m_gameHasCourses && kind == m_courseKind;
    enableCourses(true);
    (m_courseInHandFits ? m_inHand : m_standard)->setChecked(true);
    // A file named after the previous game follows the new one.
    const QFileInfo info(output());
    if (info.fileName().endsWith(QLatin1String("-kit.pdf")))
        m_file->setText(info.dir().filePath(gameId() + QStringLiteral("-kit.pdf")));
    retranslate();
}

void GameKitDialog::enableCourses(bool enabled)
{
    m_inHand->setEnabled(enabled && m_courseInHandFits);
    m_standard->setEnabled(enabled && m_gameHasCourses);
}

void GameKitDialog::retranslate()
{
    setWindowTitle(tr("Print Game Kit"));
    m_gameLabel->setText(tr("&Game:"));
    m_gameLabel->setBuddy(m_game);
    m_courseLabel->setText(tr("Course:"));
    m_paperLabel->setText(tr("&Paper:"));
    m_paperLabel->setBuddy(m_paper);
    m_fileLabel->setText(tr("&File:"));
    m_fileLabel->setBuddy(m_file);
    m_paper->setItemText(0, tr("A4"));
    m_paper->setItemText(1, tr("Letter"));
    m_paper->setToolTip(tr("The course's pages keep the course's orientation; the cards, tokens "
                           "and the player aid are printed portrait."));
    m_browse->setText(tr("&Browse…"));
    m_print->setText(tr("&Print Kit"));
    const GameInfo *info = GameRegistry::find(gameId());
    CourseProblems problems;
    const QString standard =
        info && !info->defaultCourse.isEmpty()
            ? courseName(CourseFile::read(info->defaultCourse, &problems).value_or(QJsonObject()))
            : QString();
    m_inHand->setText(m_course.isEmpty() ? tr("The course in hand (none)")
                                         : tr("The course in hand: %1").arg(courseName(m_course)));
    m_standard->setText(m_gameHasCourses
                            ? tr("The game's standard course: %1").arg(standard)
                            : tr("The game is played without a course file: the kit holds its "
                                 "table"));
}

void GameKitDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void GameKitDialog::browse()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Print Game Kit"), output(),
                                                tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    m_file->setText(path);
}

bool GameKitDialog::start()
{
    if (isRunning())
        return false;
    const QString out = output();
    if (out.isEmpty()) {
        m_lastMessage = tr("Name the file to write.");
        m_status->setText(m_lastMessage);
        return false;
    }
    const QString id = gameId();
    const std::optional<QJsonObject> course =
        printsCourseInHand() ? std::optional<QJsonObject>(m_course) : std::nullopt;
    const Paper paper = Paper(m_paper->currentData().toInt());
    m_progress = std::make_shared<Progress>();
    const std::shared_ptr<Progress> progress = m_progress;
    m_watcher.setFuture(QtConcurrent::run([id, course, paper, out, progress] {
        Result result;
        CourseProblems problems;
        const std::optional<print::GameKit> kit = print::GameKits::make(id, course, &problems);
        if (!kit) {
            result.message = problemTexts(problems).join(QLatin1Char('\n'));
            return result;
        }
        const print::KitDocument document(*kit, paper);
        result.ok =
            document.writePdf(out, nullptr, &result.message, [progress](int page, int count) {
                progress->done = page;
                progress->total = count;
                return !progress->cancel;
            });
        return result;
    }));
    setBusy(true);
    m_status->setText(tr("Writing %1…").arg(QFileInfo(out).fileName()));
    m_poll.start();
    return true;
}

void GameKitDialog::showProgress()
{
    if (!m_progress)
        return;
    m_progressBar->setMaximum(std::max(1, m_progress->total.load()));
    m_progressBar->setValue(m_progress->done);
}

void GameKitDialog::waitForFinished()
{
    if (!m_watcher.isRunning() && !m_watcher.isFinished())
        return;
    m_watcher.waitForFinished();
    QCoreApplication::sendPostedEvents(&m_watcher); // the watcher reports through the event loop
}

void GameKitDialog::done()
{
    m_poll.stop();
    const Result result = m_watcher.result();
    const bool cancelled = m_progress && m_progress->cancel;
    if (result.ok) {
        m_lastMessage = tr("Wrote %1").arg(QDir::toNativeSeparators(output()));
        QSettings().setValue(FolderKey, QFileInfo(output()).absolutePath());
    } else {
        m_lastMessage = cancelled ? tr("Cancelled: no file was written.") : result.message;
    }
    m_progress.reset();
    setBusy(false);
    m_status->setText(m_lastMessage);
    emit finished(result.ok, m_lastMessage);
}

void GameKitDialog::setBusy(bool busy)
{
    for (QWidget *widget : {static_cast<QWidget *>(m_game), static_cast<QWidget *>(m_paper),
                            static_cast<QWidget *>(m_file), static_cast<QWidget *>(m_browse),
                            static_cast<QWidget *>(m_print)})
        widget->setEnabled(!busy);
    enableCourses(!busy);
    m_progressBar->setVisible(busy);
    m_progressBar->setValue(0);
    m_buttons->button(QDialogButtonBox::Close)->setText(busy ? tr("Cancel") : tr("Close"));
}

void GameKitDialog::reject()
{
    if (isRunning()) {
        if (m_progress)
            m_progress->cancel = true;
        m_status->setText(tr("Stopping…"));
        return;
    }
    QDialog::reject();
}

} // namespace cw
