#include "NewGameDialog.h"

#include "CoursePreview.h"
#include "GameOptionsForm.h"
#include "LastGame.h"
#include "SeatRow.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"
#include "course/CourseName.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace cw {

namespace {

// A course list entry's role: the course came from the editor (its label says so).
constexpr int FromEditorRole = Qt::UserRole + 1;

// Reads a course file, migrated to the current format; empty object and *error
// ("<file>: <field>: <reason>") when it cannot be opened.
QJsonObject readCourse(const QString &path, QString *error)
{
    CourseProblems problems;
    if (const std::optional<QJsonObject> course = CourseFile::read(path, &problems))
        return *course;
    QStringList lines;
    for (const CourseProblem &problem : std::as_const(problems))
        lines.append(CourseFile::describe(QFileInfo(path).fileName(), problem));
    *error = lines.join(u'\n');
    return {};
}

// The course kind a game is played on: the kind of its default course.
QString courseKindOf(const QString &gameId)
{
    const GameInfo *info = GameRegistry::find(gameId);
    QString error;
    const QJsonObject course = info && !info->defaultCourse.isEmpty()
                                   ? readCourse(info->defaultCourse, &error)
                                   : QJsonObject();
    return course.value(QStringLiteral("kind")).toString(gameId);
}

} // namespace

QString NewGameDialog::defaultPlayerName()
{
    // The login name, as people write a name ("ada" reads "Ada"); an administrator's account or
    // none gives way to "Player 1", so the log never reads "root rolls" or "You rolls".
    QString name = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")).trimmed();
    if (name.isEmpty() || name == QLatin1String("root") || name.size() > 32)
        return tr("Player %1").arg(1);
    name[0] = name[0].toUpper();
    return name;
}

QList<SeatConfig> NewGameDialog::defaultSeats(const GameInfo &game, int count)
{
    QList<SeatConfig> seats;
    for (int i = 0; i < count; ++i) {
        SeatConfig seat;
        seat.name = i == 0 ? defaultPlayerName() : game.seats.defaultName.text().arg(i + 1);
        seat.colour = defaultSeatColour(i);
        seat.controller = i == 0 ? Controller::Human : Controller::AiNormal;
        seats.append(seat);
    }
    return seats;
}

NewGameDialog::NewGameDialog(QWidget *parent) : NewGameDialog(SeatRow::Mode::Local, parent) {}

NewGameDialog::NewGameDialog(SeatRow::Mode mode, QWidget *parent)
    : QDialog(parent), m_mode(mode), m_left(new QVBoxLayout), m_game(new QComboBox),
      m_course(new QComboBox), m_courseInfo(new QLabel), m_seatCount(new QSpinBox),
      m_options(new GameOptionsForm), m_seed(new QLineEdit), m_newSeed(new QPushButton),
      m_problem(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)),
      m_gameLabel(new QLabel), m_courseLabel(new QLabel), m_seatsLabel(new QLabel),
      m_seedLabel(new QLabel), m_nameHeading(new QLabel), m_colourHeading(new QLabel),
      m_controllerHeading(new QLabel), m_practice(new QCheckBox), m_advanced(new QToolButton),
      m_preview(new CoursePreview)
{
    setObjectName(QStringLiteral("newGameDialog"));
    m_game->setObjectName(QStringLiteral("game"));
    m_course->setObjectName(QStringLiteral("course"));
    m_seatCount->setObjectName(QStringLiteral("seatCount"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_practice->setObjectName(QStringLiteral("practice"));
    m_newSeed->setObjectName(QStringLiteral("newSeed"));
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setStyleSheet(QStringLiteral("color: #ff8a7a;")); // readable on light and dark
    m_problem->setWordWrap(true);
    m_courseInfo->setWordWrap(true);
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));
    m_seatCount->setRange(1, MaxSeats);

    for (const GameInfo &info : GameRegistry::games())
        m_game->addItem(info.displayName.text(), info.id);

    auto *form = new QFormLayout;
    form->addRow(m_gameLabel, m_game);
    form->addRow(m_courseLabel, m_course);
    form->addRow(QString(), m_courseInfo);
    form->addRow(m_seatsLabel, m_seatCount);
    form->addRow(QString(), m_options);

    auto *seatGrid = new QGridLayout;
    seatGrid->addWidget(m_nameHeading, 0, 1);
    seatGrid->addWidget(m_colourHeading, 0, 2);
    seatGrid->addWidget(m_controllerHeading, 0, 3);
    seatGrid->setColumnStretch(1, 1);
    const QList<SeatConfig> seats = defaultSeats(GameRegistry::games().front(), MaxSeats);
    for (int i = 0; i < MaxSeats; ++i) {
        auto *row = new SeatRow(i, seatGrid, this, mode);
        row->setSeat(seats[i]);
        // Online, the host sits at the first seat and the others wait for friends.
        if (mode == SeatRow::Mode::Online)
            row->setOnlineKind(i == 0 ? SeatRow::OnlineKind::Me : SeatRow::OnlineKind::Open);
        m_seats.append(row);
    }

    // The seed is for replaying a game on purpose: folded away under Advanced.
    auto *advanced = new QWidget;
    advanced->setObjectName(QStringLiteral("advancedOptions"));
    auto *seedRow = new QHBoxLayout(advanced);
    seedRow->setContentsMargins(0, 0, 0, 0);
    seedRow->addWidget(m_seedLabel);
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);
    advanced->hide();
    m_advanced->setObjectName(QStringLiteral("advanced"));
    m_advanced->setCheckable(true);
    m_advanced->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advanced->setArrowType(Qt::RightArrow);
    m_advanced->setAutoRaise(true);
    connect(m_advanced, &QToolButton::toggled, this, [this, advanced](bool open) {
        advanced->setVisible(open);
        m_advanced->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    });

    m_preview->setMinimumSize(300, 220);
    QVBoxLayout *left = m_left;
    left->addLayout(form);
    left->addLayout(seatGrid);
    // Online there is no coach (the host plays no hints) and the host draws the seed.
    if (mode == SeatRow::Mode::Local) {
        left->addWidget(m_practice);
        left->addWidget(m_advanced, 0, Qt::AlignLeft);
        left->addWidget(advanced);
    } else {
        for (QWidget *widget :
             {static_cast<QWidget *>(m_practice), static_cast<QWidget *>(m_advanced), advanced}) {
            widget->setParent(this);
            widget->hide();
        }
    }
    left->addStretch(1);
    // The choices keep the width they ask for (whole seat names and options); the preview takes
    // the rest. (Shared in proportion, a narrow dialog squeezed the names to "ayer 1".)
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 0);
    columns->addWidget(m_preview, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    // Never narrower than its choices need: a fixed minimum width in its place let a small
    // screen's dialog squeeze the options ("Variant starting deck (8 cards)" cut).
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    retranslate();
    fillCourses();
    setSeed(QRandomGenerator::global()->generate64() >> 1);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_game, &QComboBox::currentIndexChanged, this, &NewGameDialog::gameChosen);
    connect(m_course, &QComboBox::activated, this, &NewGameDialog::courseChosen);
    connect(m_seatCount, &QSpinBox::valueChanged, this, &NewGameDialog::setSeatCount);
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    connect(m_newSeed, &QPushButton::clicked, this,
            [this] { setSeed(QRandomGenerator::global()->generate64() >> 1); });
    for (SeatRow *row : std::as_const(m_seats))
        connect(row, &SeatRow::changed, this, &NewGameDialog::validate);
    setSeatCount(MaxSeats); // every seat the game allows, or as many as its course suggests
    gameChosen();
}

bool NewGameDialog::practice() const
{
    return m_practice->isChecked();
}

void NewGameDialog::setPractice(bool on)
{
    m_practice->setChecked(on);
}

void NewGameDialog::setGame(const QString &gameId)
{
    const int index = m_game->findData(gameId);
    if (index >= 0)
        m_game->setCurrentIndex(index); // refills the courses through gameChosen()
}

const GameInfo *NewGameDialog::game() const
{
    const GameInfo *info = GameRegistry::find(m_game->currentData().toString());
    return info ? info : &GameRegistry::games().front();
}

// A game's seat range and options; seats still named by default follow the game's wording
// (a seat still called by one game's default name, "Boat 2", takes the new game's).
void NewGameDialog::gameChosen()
{
    const GameInfo *info = game();
    m_seatCount->setRange(qMax(1, info->minSeats), qMin(MaxSeats, info->maxSeats));
    m_options->setOptions(info->options);
    for (int i = 1; i < MaxSeats; ++i) {
        SeatConfig seat = m_seats[i]->seat();
        for (const GameInfo &other : GameRegistry::games()) {
            if (seat.name == other.seats.defaultName.text().arg(i + 1)) {
                seat.name = info->seats.defaultName.text().arg(i + 1);
                m_seats[i]->setSeat(seat);
                break;
            }
        }
    }
    for (SeatRow *row : std::as_const(m_seats))
        row->setNumbering(info->seats.numbered);
    retranslate();
    // The game's own seats, not the count the previous game left (issue 55: Niagara opened with
    // 2 canoes after Line cards): every seat it allows, or what its course suggests (useCourse).
    setSeatCount(MaxSeats);
    fillCourses();
}

void NewGameDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void NewGameDialog::retranslate()
{
    setWindowTitle(tr("New Game"));
    m_gameLabel->setText(tr("&Game:"));
    m_gameLabel->setBuddy(m_game);
    m_courseLabel->setText(tr("&Course:"));
    m_courseLabel->setBuddy(m_course);
    m_seatsLabel->setText(game()->seats.countLabel.text());
    m_seatsLabel->setBuddy(m_seatCount);
    m_seedLabel->setText(tr("&Seed:"));
    m_seedLabel->setBuddy(m_seed);
    m_seed->setToolTip(tr("The same seed, seats and moves replay the same game."));
    m_newSeed->setText(tr("New seed"));
    m_advanced->setText(tr("Advanced"));
    m_practice->setText(tr("&Practice: show the coach's hint before each of my moves"));
    m_practice->setToolTip(tr("Before each of your decisions the coach works out the move the Hard "
                              "AI would play, from what you can see, and marks it on the board. "
                              "With several people at one screen, each asks with Hint (H)."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    m_nameHeading->setText(tr("Name"));
    m_colourHeading->setText(tr("Colour"));
    m_controllerHeading->setText(m_mode == SeatRow::Mode::Local ? tr("Played by")
                                                                : tr("Who sits here"));
    for (SeatRow *row : std::as_const(m_seats))
        row->retranslate(); // "Human", "AI Easy"… (online: "Me", "Open seat"…)
    // The games' and the built-in courses' names are in the interface language too.
    for (int i = 0; i < m_game->count(); ++i)
        if (const GameInfo *info = GameRegistry::find(m_game->itemData(i).toString()))
            m_game->setItemText(i, info->displayName.text());
    for (int i = 0; i < m_course->count(); ++i) {
        const QString path = m_course->itemData(i).toString();
        if (path.isEmpty()) {
            m_course->setItemText(i, tr("Open file…")); // no path: asks for one
        } else if (path.startsWith(u':') && !m_course->itemData(i, FromEditorRole).toBool()) {
            QString error;
            m_course->setItemText(i, CourseName::of(readCourse(path, &error), path));
        }
    }
    validate();
}

void NewGameDialog::fillCourses()
{
    const QString gameId = m_game->currentData().toString();
    const QString kind = courseKindOf(gameId);
    m_course->clear();
    // A game played without a course (no default course) hides the course row.
    const bool courses = !game()->defaultCourse.isEmpty();
    for (QWidget *widget :
         {static_cast<QWidget *>(m_courseLabel), static_cast<QWidget *>(m_course),
          static_cast<QWidget *>(m_courseInfo), static_cast<QWidget *>(m_preview)})
        widget->setVisible(courses);
    if (!courses) {
        m_courseJson = {};
        m_courseSource.clear();
        m_courseError.clear();
        m_preview->setCourse({});
        validate();
        return;
    }
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString path = dir.filePath(name);
        QString error;
        const QJsonObject course = readCourse(path, &error);
        if (course.value(QStringLiteral("kind")).toString() == kind)
            m_course->addItem(CourseName::of(course, path), path);
    }
    // The course this game was last played on (LastGame), a file offered as "Open file…" would;
    // else the game's default course.
    const QString last = LastGame::course(gameId);
    if (!last.isEmpty() && m_course->findData(last) < 0)
        m_course->addItem(QFileInfo(last).fileName(), last);
    m_course->addItem(tr("Open file…"), QString()); // no path: asks for one
    const GameInfo *info = GameRegistry::find(gameId);
    const int preferred = m_course->findData(!last.isEmpty() ? last
                                             : info          ? info->defaultCourse
                                                             : QString());
    m_course->setCurrentIndex(qMax(0, preferred));
    if (m_course->count() > 1) {
        courseChosen(m_course->currentIndex());
    } else { // no built-in course: wait for the user to pick "Open file…"
        m_courseJson = {};
        m_courseError = tr("Choose a course file.");
        validate();
    }
}

void NewGameDialog::courseChosen(int index)
{
    QString path = m_course->itemData(index).toString();
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(this, tr("Open Course"), QString(),
                                            tr("Course files (*.cwcourse *.json);;All files (*)"));
        if (path.isEmpty()) {
            m_course->setCurrentIndex(m_previousCourse);
            return;
        }
        m_course->insertItem(index, QFileInfo(path).fileName(), path);
        m_course->setCurrentIndex(index);
    }
    m_previousCourse = m_course->currentIndex();
    m_courseError.clear();
    useCourse(readCourse(path, &m_courseError), path);
}

void NewGameDialog::setCourse(const QJsonObject &course, const QString &source)
{
    // The game played on this kind of course.
    const QString kind = course.value(QStringLiteral("kind")).toString();
    for (int i = 0; i < m_game->count(); ++i)
        if (courseKindOf(m_game->itemData(i).toString()) == kind)
            m_game->setCurrentIndex(i); // refills the courses through gameChosen()
    const QString name = CourseName::of(course, source);
    const QString label =
        tr("%1 (from the editor)").arg(name.isEmpty() ? QFileInfo(source).fileName() : name);
    m_course->insertItem(0, label, source);
    m_course->setItemData(0, true, FromEditorRole);
    m_course->setCurrentIndex(0);
    m_previousCourse = 0;
    m_courseError.clear();
    useCourse(course, source);
}

void NewGameDialog::useCourse(const QJsonObject &course, const QString &source)
{
    m_courseSource = source;
    m_courseJson = course;
    const CourseKind *kind =
        CourseKinds::find(m_courseJson.value(QStringLiteral("kind")).toString());
    m_courseInfo->setText(
        m_courseError.isEmpty() && kind && kind->summary ? kind->summary(m_courseJson) : QString());
    m_preview->setCourse(m_courseError.isEmpty() ? m_courseJson : QJsonObject());
    if (m_courseError.isEmpty() && game()->suggestedSeats)
        setSeatCount(qMin(game()->suggestedSeats(m_courseJson), MaxSeats));
    validate();
}

void NewGameDialog::setSeatCount(int count)
{
    count = qBound(m_seatCount->minimum(), count, m_seatCount->maximum()); // the game's range
    if (m_seatCount->value() != count)
        m_seatCount->setValue(count); // re-enters through valueChanged
    for (int i = 0; i < MaxSeats; ++i)
        m_seats[i]->setVisible(i < count);
    validate();
}

void NewGameDialog::setSeed(quint64 seed)
{
    m_seed->setText(QString::number(seed));
}

QString NewGameDialog::problem() const
{
    if (!m_courseError.isEmpty())
        return m_courseError;
    const QString kind = m_courseJson.value(QStringLiteral("kind")).toString();
    if (!kind.isEmpty() && kind != courseKindOf(m_game->currentData().toString()))
        return tr("This course is for another game.");
    const int count = m_seatCount->value();
    // The course's own rules and the seats chosen here, as the editor and the command line check
    // them; warnings (how it prints) do not stop a game.
    const QString file = m_courseSource.isEmpty()          ? tr("the course being edited")
                         : m_courseSource.startsWith(u':') ? tr("built-in course")
                                                           : QFileInfo(m_courseSource).fileName();
    QStringList errors;
    if (!game()->defaultCourse.isEmpty()) // a game without a course has none to check
        for (const CourseProblem &problem : CourseFile::errors(m_courseJson, {count, std::nullopt}))
            errors.append(CourseFile::describe(file, problem));
    if (!errors.isEmpty())
        return tr("This course cannot be raced:\n%1").arg(errors.join(u'\n'));
    for (int i = 0; i < count; ++i)
        if (m_seats[i]->seat().name.isEmpty())
            return tr("%1 needs a name.").arg(game()->seats.numbered.text().arg(i + 1));
    bool seedOk = false;
    m_seed->text().toULongLong(&seedOk);
    if (!seedOk)
        return tr("The seed must be a whole number.");
    return {};
}

QList<SeatRow *> NewGameDialog::seatRows() const
{
    return m_seats.mid(0, m_seatCount->value());
}

QPushButton *NewGameDialog::startButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void NewGameDialog::validate()
{
    const QString reason = problem();
    m_problem->setText(reason);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(reason.isEmpty());
}

GameSetup NewGameDialog::setup() const
{
    GameSetup setup;
    setup.gameId = m_game->currentData().toString();
    setup.courseSource = m_courseSource;
    setup.course = m_courseJson;
    for (int i = 0; i < m_seatCount->value(); ++i)
        setup.seats.append(m_seats[i]->seat());
    setup.seed = m_seed->text().toULongLong();
    setup.options = m_options->values();
    return setup;
}

} // namespace cw
