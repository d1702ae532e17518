// The course editor with a Salmon Run river: a river assembled from scratch through the Palette
// (the board library) and the panels is saved, reopened equal and validates; Roll Random River
// and the presets are one undo step each and make valid rivers; a board made in the board
// painter is saved to the user's board library (a temporary folder here), appears in the Palette
// and, used in a river, travels inside the river file; clicking a problem selects its board and
// hex; the canvas marks the problems' hexes and selects and shifts boards with the mouse.
#include "core/CourseCanvas.h"
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "core/PieceDraft.h"
#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonBoardPainterDialog.h"
#include "salmon/SalmonBoardPainterDocument.h"
#include "salmon/SalmonBoardPainterView.h"
#include "salmon/SalmonCanvas.h"
#include "salmon/SalmonCensusPanel.h"
#include "salmon/SalmonCourseDocument.h"
#include "salmon/SalmonCourseEdits.h"
#include "salmon/SalmonCourseProperties.h"
#include "salmon/SalmonCourseValidator.h"
#include "salmon/SalmonPropertiesPanel.h"
#include "salmon/SalmonRandomCourse.h"
#include "salmon/SalmonReplaceCourse.h"
#include "salmon/SalmonTmxExportAction.h"
#include "salmon/SalmonUserBoardLibrary.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWheelEvent>

using namespace cw;
using namespace cw::salmon;

namespace {

SalmonCourseDocument *riverDocument(CourseEditorWindow &window)
{
    return static_cast<SalmonCourseDocument *>(window.document());
}

template <typename T>
T *child(QWidget &window, const char *name)
{
    T *found = window.findChild<T *>(QLatin1String(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    emit edit->editingFinished();
}

// Clicks the Palette entry of board `id`; false when the Palette does not list it.
bool clickPalette(CourseEditorWindow &window, const QString &id)
{
    auto *list = child<QListWidget>(window, "paletteList");
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        if (item->data(Qt::UserRole).toString() == SalmonCourseDocument::boardEntryPrefix() + id) {
            list->scrollToItem(item);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(item).center());
            return true;
        }
    }
    return false;
}

QStringList names(std::initializer_list<const char *> list)
{
    QStringList result;
    for (const char *name : list)
        result.append(QLatin1String(name));
    return result;
}

QStringList ids(const SalmonCourse &river)
{
    QStringList list;
    for (const BoardPlacement &placement : river.boards)
        list.append(placement.board);
    return list;
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

} // namespace

class TestSalmonEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_salmon_editor"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        QVERIFY(m_library.isValid());
        SalmonUserBoardLibrary::instance().setFolder(m_library.path());
        SalmonBoardPainterDialog::draft().setPath(
            m_dir.filePath(QStringLiteral("draft/board.json")));
    }
    void cleanup()
    {
        QSettings().clear();
        SalmonBoardPainterDialog::draft().remove();
    }

    // A painted board that is not saved survives closing the painter (which asks) and opening
    // it again; Discard drops it; Cancel keeps the painter open; a saved board leaves no draft.
    void boardPainterKeepsUnsavedWork()
    {
        const auto answerClose = [](const char *button) {
            QTimer::singleShot(0, [button] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                QVERIFY(box);
                QCOMPARE(box->objectName(), QStringLiteral("unsavedPieceQuestion"));
                QAbstractButton *chosen = box->findChild<QAbstractButton *>(QLatin1String(button));
                if (!chosen)
                    chosen = box->button(QByteArray(button) == "discard" ? QMessageBox::Discard
                                                                         : QMessageBox::Cancel);
                QVERIFY(chosen);
                chosen->click();
            });
        };
        const auto paintRock = [](SalmonBoardPainterDialog &painter, Hex hex) {
            painter.setTool(SalmonBoardPainterView::Tool::Rock);
            QTest::mouseClick(painter.view(), Qt::LeftButton, {},
                              painter.view()->pointOf(hex).toPoint());
            QCOMPARE(painter.document()->board().cell(hex).terrain, Terrain::Rock);
        };
        const Hex hex{2, 3};
        SalmonRiverBoard painted;
        {
            SalmonBoardPainterDialog painter;
            painter.show();
            QVERIFY(QTest::qWaitForWindowExposed(&painter));
            QVERIFY(!painter.hasUnsavedPiece());
            paintRock(painter, hex);
            QVERIFY(painter.hasUnsavedPiece());
            QVERIFY(QFile::exists(SalmonBoardPainterDialog::draft().path())); // kept while painting
            painted = painter.document()->board();
            answerClose("cancel");
            QVERIFY(!painter.close());
            QVERIFY(painter.isVisible());
            answerClose("keepDraft");
            QVERIFY(painter.close());
        }
        {
            SalmonBoardPainterDialog painter; // opens on the draft
            QVERIFY(painter.document()->board() == painted);
            QVERIFY(painter.hasUnsavedPiece());
            painter.show();
            QVERIFY(QTest::qWaitForWindowExposed(&painter));
            answerClose("discard");
            QVERIFY(painter.close());
            QVERIFY(!QFile::exists(SalmonBoardPainterDialog::draft().path()));
        }
        {
            SalmonBoardPainterDialog painter; // a blank board again
            QVERIFY(!(painter.document()->board() == painted));
            QVERIFY(!painter.hasUnsavedPiece());
            painter.show();
            QVERIFY(QTest::qWaitForWindowExposed(&painter));
            paintRock(painter, hex);
            type(child<QLineEdit>(painter, "boardId"), QStringLiteral("Rocky"));
            QVERIFY2(painter.saveToLibrary(), qPrintable(painter.lastError()));
            QVERIFY(!painter.hasUnsavedPiece());
            QVERIFY(!QFile::exists(SalmonBoardPainterDialog::draft().path()));
            QVERIFY(painter.close()); // nothing to ask
        }
        QString error;
        QVERIFY(SalmonUserBoardLibrary::instance().remove(QStringLiteral("Rocky"), &error));

        // A damaged draft is reported, not restored.
        QDir().mkpath(QFileInfo(SalmonBoardPainterDialog::draft().path()).absolutePath());
        QFile damaged(SalmonBoardPainterDialog::draft().path());
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{ \"id\": \"Draft\", \"columns\": \"seven\", \"hexes\": [] }");
        damaged.close();
        SalmonBoardPainterDialog painter;
        QVERIFY(!painter.hasUnsavedPiece());
        QVERIFY2(child<QLabel>(painter, "boardStatus")->text().contains(QStringLiteral("columns")),
                 qPrintable(child<QLabel>(painter, "boardStatus")->text()));
    }

    // A new blank board starts sound, whatever its role (its problems list wraps its messages
    // rather than scroll sideways).
    void newBlankBoardStartsSound()
    {
        SalmonBoardPainterDialog painter;
        // QVERIFY2 builds its message even when the check passes: never read an empty list.
        const auto firstIssue = [&painter] {
            const auto &issues = painter.document()->issues();
            return issues.empty() ? QString() : issues.front().message;
        };
        QVERIFY2(painter.document()->issues().empty(), qPrintable(firstIssue()));
        QVERIFY(painter.problemList()->wordWrap());
        auto *role = child<QComboBox>(painter, "newBoardRole");
        for (int i = 0; i < role->count(); ++i) {
            role->setCurrentIndex(i);
            child<QPushButton>(painter, "newBlankBoard")->click();
            QCOMPARE(painter.document()->board().role, BoardRole(role->itemData(i).toInt()));
            QVERIFY2(painter.document()->issues().empty(),
                     qPrintable(role->currentText() + QStringLiteral(": ") + firstIssue()));
        }
        painter.document()->undoStack()->setClean(); // nothing to ask on the way out
    }

    void riverAssembledFromScratchRoundTrips()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SalmonCourseDocument *document = riverDocument(window);
        QVERIFY(!hasErrors(window.problems())); // the blank river is playable
        QUndoStack *stack = window.undoStack();
        // The Palette is the board library: every built-in side.
        QCOMPARE(child<QListWidget>(window, "paletteList")->count(),
                 int(SalmonBoardLibrary::all().size() +
                     SalmonUserBoardLibrary::instance().boards().size()));

        // Empty the river with the board panel's Remove button.
        while (!document->river().boards.empty()) {
            document->selectBoard(0);
            QTest::mouseClick(child<QPushButton>(window, "removeBoard"), Qt::LeftButton);
        }
        QVERIFY(hasErrors(window.problems())); // no boards

        // Assemble S1, 1E, 2M, 3E, F2 from the Palette: each goes after the selected board.
        document->selectRiver();
        for (const char *id : {"S1", "1E", "2M", "3E", "F2"})
            QVERIFY2(clickPalette(window, QLatin1String(id)), id);
        QCOMPARE(ids(document->river()), names({"S1", "1E", "2M", "3E", "F2"}));
        QCOMPARE(document->selectedBoard(), 4);

        // Reorder and flip through the board panel: 3E down below 2M, then 2M's other side.
        document->selectBoard(3);
        QTest::mouseClick(child<QPushButton>(window, "moveBoardDownstream"), Qt::LeftButton);
        QCOMPARE(ids(document->river()), names({"S1", "1E", "3E", "2M", "F2"}));
        document->selectBoard(3);
        QTest::mouseClick(child<QPushButton>(window, "flipBoard"), Qt::LeftButton);
        QCOMPARE(ids(document->river()), names({"S1", "1E", "3E", "2E", "F2"}));

        // The shift box offers the aligned positions and nothing else.
        document->selectBoard(1);
        auto *shift = child<QComboBox>(window, "boardShift");
        const std::vector<int> aligned = edits::alignedShiftsAt(document->river(), 1);
        QCOMPARE(shift->count(), int(aligned.size()));
        for (int i = 0; i < shift->count(); ++i)
            QCOMPARE(shift->itemData(i).toInt(), aligned[std::size_t(i)]);
        const int before = stack->count();
        const int other = shift->currentIndex() == 0 ? shift->count() - 1 : 0;
        shift->activated(other);
        QCOMPARE(document->river().boards[1].shift, aligned[std::size_t(other)]);
        QCOMPARE(stack->count(), before + 1);

        // River properties: name (typing merges), hex size, paper.
        const int beforeName = stack->count();
        type(child<QLineEdit>(window, "riverName"), QStringLiteral("Cold creek"));
        QCOMPARE(stack->count(), beforeName + 1);
        child<QDoubleSpinBox>(window, "hexMm")->setValue(35);
        auto *paper = child<QComboBox>(window, "paper");
        paper->setCurrentIndex(paper->findData(QStringLiteral("letter")));
        QCOMPARE(document->river().name, QStringLiteral("Cold creek"));
        QCOMPARE(document->river().print.hexMm, 35.0);
        QCOMPARE(document->river().print.page.paper, Paper::Letter);

        // The information panel counts every board and the total.
        auto *census = child<QTableWidget>(window, "censusTable");
        QCOMPARE(census->columnCount(), 6);
        QVERIFY(census->rowCount() >= 4);
        // The selected board's column reads in the selection's own colours (not the palette's
        // light text on a pale tint).
        document->selectBoard(1);
        const QPalette colours = census->palette();
        for (int r = 0; r < census->rowCount(); ++r) {
            QCOMPARE(census->item(r, 1)->background().color(), colours.color(QPalette::Highlight));
            QCOMPARE(census->item(r, 1)->foreground().color(),
                     colours.color(QPalette::HighlightedText));
        }

        QVERIFY2(!hasErrors(window.problems()),
                 qPrintable(problemTexts(window.problems()).join(QLatin1Char('\n'))));
        const QString path = m_dir.filePath(QStringLiteral("cold-creek.json"));
        QVERIFY(window.saveToFile(path));
        const QJsonObject saved = document->toJson();
        QVERIFY(window.openFile(path));
        QCOMPARE(riverDocument(window)->toJson(), saved);
        QCOMPARE(riverDocument(window)->river().name, QStringLiteral("Cold creek"));
        QVERIFY(!hasErrors(window.problems()));
    }

    void randomRiverAndPresets()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        SalmonCourseDocument *document = riverDocument(window);
        auto *panel = window.findChild<SalmonCourseProperties *>();
        QVERIFY(panel);
        auto *length = child<QComboBox>(window, "gameLength");
        auto *sides = child<QComboBox>(window, "presetDifficulty");
        QCOMPARE(length->count(), GameLengthCount);
        QCOMPARE(sides->count(), SideChoiceCount);
        // The set-up is offered as the rulebook's option for laying boards, not stated as a fact
        // about the river ("Set-up" / "Game length: Beginner", "Set-up option: Beginner" beside
        // a blank river of two boards, issue 56).
        auto *setup = child<QGroupBox>(window, "riverSetup");
        QCOMPARE(setup->title(), QStringLiteral("Lay boards as the rulebook's set-up"));
        auto *form = qobject_cast<QFormLayout *>(setup->layout());
        QVERIFY(form);
        QCOMPARE(form->labelForField(length)->property("text").toString(),
                 QStringLiteral("Boards to lay:"));
        const SalmonCourse start = document->river();
        QUndoStack *stack = window.undoStack();
        for (int l = 0; l < length->count(); ++l) {
            length->setCurrentIndex(l);
            const int middle = SalmonRandomCourse::middleBoards(GameLength(l));
            for (int roll = 0; roll < 5; ++roll) {
                const int steps = stack->count();
                QTest::mouseClick(child<QPushButton>(window, "rollRandomRiver"), Qt::LeftButton);
                QCOMPARE(stack->count(), steps + 1);
                QCOMPARE(int(document->river().boards.size()), middle + 2);
                QVERIFY2(!hasErrors(window.problems()),
                         qPrintable(ids(document->river()).join(QLatin1Char(' '))));
            }
            for (int s = 0; s < sides->count(); ++s) {
                sides->setCurrentIndex(s);
                QTest::mouseClick(child<QPushButton>(window, "applyPreset"), Qt::LeftButton);
                QVERIFY(document->river().boards ==
                        SalmonRandomCourse::preset(GameLength(l), SideChoice(s)).boards);
                QVERIFY(!hasErrors(window.problems()));
            }
        }
        QCOMPARE(document->river().name, start.name); // set-ups keep the name
        while (stack->canUndo())
            stack->undo();
        QVERIFY(document->river() == start);
    }

    void paintedBoardGoesToTheLibraryAndIntoTheRiver()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        SalmonCourseDocument *document = riverDocument(window);
        const int paletteBefore = child<QListWidget>(window, "paletteList")->count();

        // The painter: start from a copy of 2E, add a Reeds symbol, name it, save it.
        QTest::mouseClick(child<QPushButton>(window, "openBoardPainter"), Qt::LeftButton);
        auto *painter = window.findChild<SalmonBoardPainterDialog *>();
        QVERIFY(painter);
        painter->startFrom(QStringLiteral("2E"));
        const SalmonRiverBoard &board = painter->document()->board();
        QCOMPARE(board.rows, SalmonBoardLibrary::find(QStringLiteral("2E"))->rows);
        Hex plain{-1, -1};
        for (int row = 1; row < board.rows - 1 && plain.col < 0; ++row)
            for (int col = 0; col < board.columns && plain.col < 0; ++col)
                if (board.cell({col, row}).isWater() &&
                    board.cell({col, row}).symbol == Symbol::None)
                    plain = {col, row};
        QVERIFY(plain.col >= 0);
        painter->view()->setTool(SalmonBoardPainterView::Tool::Symbol);
        painter->view()->setSymbol(Symbol::Reeds);
        QTest::mouseClick(painter->view(), Qt::LeftButton, {},
                          painter->view()->pointOf(plain).toPoint());
        QCOMPARE(painter->document()->board().cell(plain).symbol, Symbol::Reeds);
        type(child<QLineEdit>(*painter, "boardId"), QStringLiteral("Reedy"));
        type(child<QLineEdit>(*painter, "boardName"), QStringLiteral("Reedy bend"));
        QStringList issues;
        for (const auto &issue : painter->document()->issues())
            issues.append(issue.message);
        QVERIFY2(issues.isEmpty(), qPrintable(issues.join(QLatin1Char('\n'))));
        QVERIFY2(painter->saveToLibrary(), qPrintable(painter->lastError()));
        QVERIFY(QFile::exists(m_library.filePath(QStringLiteral("Reedy.json"))));
        const SalmonRiverBoard *saved =
            SalmonUserBoardLibrary::instance().find(QStringLiteral("Reedy"));
        QVERIFY(saved);
        QCOMPARE(saved->name, QStringLiteral("Reedy bend"));
        QCOMPARE(saved->cell(plain).symbol, Symbol::Reeds);
        painter->close();

        // The Palette lists it; added in place of 2E, it travels inside the river file.
        QCOMPARE(child<QListWidget>(window, "paletteList")->count(), paletteBefore + 1);
        const int index = int(ids(document->river()).indexOf(QStringLiteral("2E")));
        QVERIFY(index > 0);
        document->selectBoard(index);
        QVERIFY(clickPalette(window, QStringLiteral("Reedy")));
        document->removeBoard(index);
        QCOMPARE(document->river().boards[std::size_t(index)].board, QStringLiteral("Reedy"));
        QVERIFY2(!hasErrors(window.problems()),
                 qPrintable(problemTexts(window.problems()).join(QLatin1Char('\n'))));
        const QString path = m_dir.filePath(QStringLiteral("reedy.json"));
        QVERIFY(window.saveToFile(path));
        const QJsonArray custom = readJson(path).value(QStringLiteral("customBoards")).toArray();
        QCOMPARE(custom.size(), 1);
        QCOMPARE(custom.at(0).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("Reedy"));

        // Without the library the river still opens whole.
        SalmonUserBoardLibrary::instance().setFolder(m_dir.filePath(QStringLiteral("empty")));
        QVERIFY(window.openFile(path));
        QCOMPARE(riverDocument(window)->river().customBoards.size(), std::size_t(1));
        QCOMPARE(riverDocument(window)->river().customBoards.front().cell(plain).symbol,
                 Symbol::Reeds);
        QVERIFY(!hasErrors(window.problems()));
        SalmonUserBoardLibrary::instance().setFolder(m_library.path());
    }

    // Damaged files in the user's board library were once skipped silently (issue 23): each is
    // now listed in the palette once, with its reason, and left as it is.
    void damagedLibraryFilesAreListedAndKept()
    {
        QTemporaryDir library;
        QVERIFY(library.isValid());
        QFile builtIn(QStringLiteral(":/salmon/boards/1E.json"));
        QVERIFY(builtIn.open(QIODevice::ReadOnly));
        const QByteArray board = builtIn.readAll();
        QByteArray good = board;
        good.replace("\"id\": \"1E\"", "\"id\": \"Good\"");
        QByteArray duplicate = board;
        duplicate.replace("\"id\": \"1E\"", "\"id\": \"Twice\"");
        duplicate.replace("{\"at\": [3, 0]", "{\"at\": [2, 0]");
        const QList<std::pair<QString, QByteArray>> files{
            {QStringLiteral("builtin.json"), board},
            {QStringLiteral("duplicate.json"), duplicate},
            {QStringLiteral("good.json"), good},
            {QStringLiteral("huge.json"),
             QByteArray("{\"id\": \"Huge\", \"columns\": 1e300, \"hexes\": []}")},
            {QStringLiteral("nan.json"), QByteArray("{\"id\": \"NaN\", \"columns\": NaN}")},
            {QStringLiteral("notjson.json"), QByteArray("a board, honest")},
            {QStringLiteral("truncated.json"), board.left(board.size() / 2)},
            {QStringLiteral("wrongtypes.json"), QByteArray("{\"id\": 3, \"hexes\": \"many\"}")},
        };
        for (const auto &[name, data] : files) {
            QFile file(library.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(data);
        }
        QVERIFY(QDir(library.path()).mkdir(QStringLiteral("folder.json")));

        SalmonUserBoardLibrary &boards = SalmonUserBoardLibrary::instance();
        boards.setFolder(library.path());
        QCOMPARE(boards.boards().size(), std::size_t(1));
        QCOMPARE(boards.boards().front().id, QStringLiteral("Good"));
        QMap<QString, QString> firstReason;
        for (const SalmonUserBoardLibrary::Skipped &skipped : boards.skipped()) {
            QVERIFY2(!firstReason.contains(skipped.fileName), qPrintable(skipped.fileName));
            QVERIFY(!skipped.reasons.isEmpty());
            firstReason.insert(skipped.fileName, skipped.reasons.first());
        }
        const QMap<QString, QString> expected{
            {QStringLiteral("builtin.json"), QStringLiteral("id: “1E” is a built-in board")},
            {QStringLiteral("duplicate.json"),
             QStringLiteral("hexes[1].at: hex 3-1 is listed twice")},
            {QStringLiteral("folder.json"), QStringLiteral("is a folder")},
            {QStringLiteral("huge.json"),
             QStringLiteral("columns: must be between 1 and 12, found 1e+300")},
            {QStringLiteral("nan.json"), QStringLiteral("not valid JSON: illegal number")},
            {QStringLiteral("notjson.json"), QStringLiteral("not valid JSON: illegal value")},
            {QStringLiteral("truncated.json"),
             QStringLiteral("not valid JSON: unterminated array")},
            {QStringLiteral("wrongtypes.json"), QStringLiteral("id: must be a string")},
        };
        QCOMPARE(firstReason, expected);
        for (const auto &[name, data] : files) { // untouched
            QFile file(library.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), data);
        }
        QVERIFY(QFileInfo(library.filePath(QStringLiteral("folder.json"))).isDir());

        // The palette lists each skipped file once, as a note that cannot be added.
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        auto *list = child<QListWidget>(window, "paletteList");
        QStringList notes;
        for (int i = 0; i < list->count(); ++i) {
            const QListWidgetItem *item = list->item(i);
            if (item->flags().testFlag(Qt::ItemIsSelectable))
                continue;
            QVERIFY(!item->flags().testFlag(Qt::ItemIsDragEnabled));
            // Its name in the grid, every reason in its tool tip.
            notes << item->text();
            QVERIFY2(item->toolTip().contains(expected.value(item->text().section(u':', 0, 0))),
                     qPrintable(item->toolTip()));
        }
        QStringList wanted;
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            wanted << QStringLiteral("%1: not loaded").arg(it.key());
        QCOMPARE(notes, wanted);
        boards.setFolder(m_library.path());
    }

    void clickingAProblemSelectsItsBoardAndHex()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SalmonCourseDocument *document = riverDocument(window);
        // A copy of the second board with a rock where one of its currents flows.
        SalmonCourse river = document->river();
        SalmonRiverBoard broken = *river.findBoard(river.boards[1].board);
        broken.id = QStringLiteral("Broken");
        broken.sheet = broken.id;
        std::optional<Hex> rock;
        for (int row = 1; row < broken.rows && !rock; ++row)
            for (int col = 0; col < broken.columns && !rock; ++col) {
                const HexCell &cell = broken.cell({col, row});
                if (cell.isWater() && cell.arrowCount() > 0) {
                    const Hex into = neighbour({col, row}, cell.arrow(0));
                    if (broken.inside(into) && broken.cell(into).isWater() &&
                        !broken.cell(into).start && !broken.cell(into).spawn)
                        rock = into;
                }
            }
        QVERIFY(rock);
        broken.cell(*rock).terrain = Terrain::Rock;
        broken.cell(*rock).arrows = {HexCell::NoArrow, HexCell::NoArrow};
        broken.cell(*rock).symbol = Symbol::None;
        river.customBoards.push_back(broken);
        river.boards[1].board = broken.id;
        window.undoStack()->push(new SalmonReplaceCourse(document, river, QStringLiteral("Break")));
        QVERIFY(hasErrors(window.problems()));
        auto *canvas = qobject_cast<SalmonCanvas *>(window.canvas());
        QVERIFY(canvas);
        QVERIFY(canvas->problemHexCount() > 0);

        // The issue the rules report at a hex of board 2, and its line in the Validation dock.
        const SalmonCourseValidator validator(document->river());
        const RiverIssue *issue = nullptr;
        for (const RiverIssue &candidate : validator.issues())
            if (candidate.placement == 1 && candidate.gridHex && !issue)
                issue = &candidate;
        QVERIFY(issue);
        auto *list = child<QTreeWidget>(window, "validationList");
        QTreeWidgetItem *item = nullptr;
        for (int i = 0; i < list->topLevelItemCount() && !item; ++i)
            if (list->topLevelItem(i)->toolTip(0) == issue->problem.path ||
                list->topLevelItem(i)->text(1) == issue->problem.message)
                item = list->topLevelItem(i);
        QVERIFY(item);
        document->selectRiver();
        list->scrollToItem(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(item).center());
        QCOMPARE(document->selectedBoard(), 1);
        QVERIFY(document->selectedHex());
        QCOMPARE(document->map().boardAt(*document->selectedHex()), 1);
    }

    // The mouse wheel over the Properties panel scrolls it: the Hex size field under the pointer
    // keeps its value (and the print scale) until it has the focus; then the wheel steps it.
    void wheelChangesAFieldOnlyWithFocus()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        window.resize(1280, 720);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *hexMm = child<QDoubleSpinBox>(window, "hexMm");
        auto *scroll = window.findChild<QScrollArea *>(QStringLiteral("propertiesPanel"));
        QVERIFY(hexMm && scroll);
        scroll->ensureWidgetVisible(hexMm);
        const double before = hexMm->value();
        const int steps = window.undoStack()->count();
        const int scrolled = scroll->verticalScrollBar()->value();
        const auto wheel = [&](QWidget *target, int notches) {
            const QPoint at = target->rect().center();
            QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120 * notches),
                              Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &event);
        };
        QVERIFY(!hexMm->hasFocus());
        QCOMPARE(hexMm->focusPolicy(), Qt::StrongFocus); // the wheel does not give it the focus
        const int down = scrolled > 0 ? -1 : 1;          // towards where the panel can scroll
        for (int i = 0; i < 12; ++i)
            wheel(hexMm, down);
        QCOMPARE(hexMm->value(), before);
        QCOMPARE(window.undoStack()->count(), steps);
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0);       // 720 pixels: the panel scrolls
        QVERIFY(scroll->verticalScrollBar()->value() != scrolled); // and did instead
        // The same for a combo box.
        auto *length = child<QComboBox>(window, "gameLength");
        const int chosen = length->currentIndex();
        wheel(length, 1);
        QCOMPARE(length->currentIndex(), chosen);
        // With the focus, the wheel is the field's.
        hexMm->setFocus();
        QVERIFY(hexMm->hasFocus());
        wheel(hexMm, 1);
        QVERIFY(hexMm->value() < before);
        QCOMPARE(window.undoStack()->count(), steps + 1);
    }

    void canvasSelectsAndShiftsBoards()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SalmonCourseDocument *document = riverDocument(window);
        auto *canvas = qobject_cast<SalmonCanvas *>(window.canvas());
        QVERIFY(canvas);
        canvas->fitToWindow();
        const auto viewPoint = [&](int board, int col, int row) {
            const Hex origin = document->map().boardOrigins()[std::size_t(board)];
            return canvas->mapFromScene(canvas->sceneCentre(origin.col + col, origin.row + row));
        };
        // Click the middle of the second board: it is selected.
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, viewPoint(1, 3, 3));
        QCOMPARE(document->selectedBoard(), 1);
        // Drag it sideways to another aligned position (a new river's second board has several).
        const std::vector<int> aligned = edits::alignedShiftsAt(document->river(), 1);
        QVERIFY2(aligned.size() >= 2, "the new river's second board has one position only");
        const int start = document->river().boards[1].shift;
        const int target = start == aligned.front() ? aligned.back() : aligned.front();
        const QPoint from = viewPoint(1, 3, 3);
        const QPoint to = canvas->mapFromScene(
            canvas->mapToScene(from) +
            QPointF((target - start) * document->river().print.hexMm * 0.866, 0));
        const int steps = window.undoStack()->count();
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, QPointF(to),
                         canvas->viewport()->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(canvas->viewport(), &move);
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(document->river().boards[1].shift, target);
        QCOMPARE(window.undoStack()->count(), steps + 1);
    }

    // Issue 56: a board dragged along the river onto another moves there on release, outlined
    // while it is carried, in one undo step; Alt+Up and Alt+Down do the same from the keyboard,
    // Left and Right shift it.
    void canvasMovesBoardsAlongTheRiver()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SalmonCourseDocument *document = riverDocument(window);
        auto *canvas = qobject_cast<SalmonCanvas *>(window.canvas());
        QVERIFY(canvas);
        canvas->fitToWindow();
        QVERIFY(document->river().boards.size() >= 3);
        const auto viewPoint = [&](int board, int col, int row) {
            const Hex origin = document->map().boardOrigins()[std::size_t(board)];
            return canvas->mapFromScene(canvas->sceneCentre(origin.col + col, origin.row + row));
        };
        const QString second = document->river().boards[1].board;
        const QString third = document->river().boards[2].board;
        const QPoint from = viewPoint(1, 3, 3);
        const QPoint to = viewPoint(2, 3, 3);
        const int steps = window.undoStack()->count();
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, from);
        for (const QPoint &at : {from + (to - from) / 2, to}) {
            QMouseEvent move(QEvent::MouseMove, QPointF(at),
                             canvas->viewport()->mapToGlobal(QPointF(at)), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(canvas->viewport(), &move);
        }
        QCOMPARE(canvas->dropTarget(), 2); // the drop preview
        QVERIFY(canvas->dropAllowed());
        QCOMPARE(window.undoStack()->count(), steps); // nothing moved yet
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(canvas->dropTarget(), -1);
        QCOMPARE(document->river().boards[2].board, second);
        QCOMPARE(document->river().boards[1].board, third);
        QCOMPARE(document->selectedBoard(), 2);
        QCOMPARE(window.undoStack()->count(), steps + 1);
        window.undoStack()->undo();
        QCOMPARE(document->river().boards[1].board, second);

        // The keyboard: Alt+Up moves the selected board upstream, Alt+Down back.
        document->selectBoard(1);
        canvas->setFocus();
        QTest::keyClick(canvas, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(document->river().boards[2].board, second);
        QCOMPARE(document->selectedBoard(), 2);
        QTest::keyClick(canvas, Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(document->river().boards[1].board, second);
        QCOMPARE(window.undoStack()->count(), steps + 2);
        // Right shifts it to the next aligned position, when it has one.
        const std::vector<int> aligned = edits::alignedShiftsAt(document->river(), 1);
        const int shift = document->river().boards[1].shift;
        QTest::keyClick(canvas, aligned.back() > shift ? Qt::Key_Right : Qt::Key_Left);
        QVERIFY(document->river().boards[1].shift != shift || aligned.size() < 2);
    }

    // The panel's Downstream / Upstream buttons refuse what the canvas refuses (SalmonPieceMoves):
    // off where the board-order rule forbids the move, the reason as tooltip and accessible
    // description.
    void panelButtonsRefuseMovesThatBreakTheBoardOrder()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        SalmonCourseDocument *document = riverDocument(window);
        auto *down = child<QPushButton>(window, "moveBoardDownstream");
        auto *up = child<QPushButton>(window, "moveBoardUpstream");
        const int last = int(document->river().boards.size()) - 1;
        document->selectBoard(1);
        QVERIFY(!down->isEnabled());
        const QString first = QStringLiteral("the first board must be a start board");
        QVERIFY2(down->toolTip().contains(first), qPrintable(down->toolTip()));
        QCOMPARE(down->accessibleDescription(), down->toolTip());
        QVERIFY(up->isEnabled());
        document->selectBoard(0);
        QVERIFY(!up->isEnabled());
        QVERIFY2(!up->toolTip().isEmpty(), "the start board says why it stays");
        document->selectBoard(last - 1);
        QVERIFY(!up->isEnabled());
        QVERIFY(down->isEnabled());
        document->selectBoard(last);
        QVERIFY(!down->isEnabled());
        QVERIFY(!down->toolTip().isEmpty());
    }

    // The board-order rule (SalmonCourseValidator::orderProblems) refuses a drag or a key that
    // would break it: the preview turns red, the status bar says why, and the drop moves nothing.
    void canvasRefusesMovesThatBreakTheBoardOrder()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SalmonCourseDocument *document = riverDocument(window);
        auto *canvas = qobject_cast<SalmonCanvas *>(window.canvas());
        QVERIFY(canvas);
        canvas->fitToWindow();
        const SalmonCourse before = document->river();
        const auto viewPoint = [&](int board) {
            const Hex origin = document->map().boardOrigins()[std::size_t(board)];
            return canvas->mapFromScene(canvas->sceneCentre(origin.col + 3, origin.row + 3));
        };
        // A numbered board dragged onto the start board.
        const QPoint from = viewPoint(1);
        const QPoint to = viewPoint(0);
        const int steps = window.undoStack()->count();
        QTest::mousePress(canvas->viewport(), Qt::LeftButton, {}, from);
        for (const QPoint &at : {from + (to - from) / 2, to}) {
            QMouseEvent move(QEvent::MouseMove, QPointF(at),
                             canvas->viewport()->mapToGlobal(QPointF(at)), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(canvas->viewport(), &move);
        }
        QCOMPARE(canvas->dropTarget(), 0);
        QVERIFY(!canvas->dropAllowed());
        const QString reason = QStringLiteral("the first board must be a start board");
        QVERIFY2(window.statusBar()->currentMessage().contains(reason),
                 qPrintable(window.statusBar()->currentMessage()));
        QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(canvas->dropTarget(), -1);
        QCOMPARE(document->river(), before);
        QCOMPARE(window.undoStack()->count(), steps);
        QVERIFY(window.statusBar()->currentMessage().contains(reason));

        // The keyboard: the start board does not go upstream, the finish board not downstream.
        canvas->setFocus();
        document->selectBoard(0);
        QTest::keyClick(canvas, Qt::Key_Up, Qt::AltModifier);
        QVERIFY2(window.statusBar()->currentMessage().contains(
                     QStringLiteral("a start board can only be the first board")),
                 qPrintable(window.statusBar()->currentMessage()));
        const int last = int(before.boards.size()) - 1;
        document->selectBoard(last);
        QTest::keyClick(canvas, Qt::Key_Down, Qt::AltModifier);
        QVERIFY(window.statusBar()->currentMessage().contains(
            QStringLiteral("a finish board can only be the last board")));
        QCOMPARE(document->river(), before);
        QCOMPARE(window.undoStack()->count(), steps);
        QCOMPARE(document->selectedBoard(), last);
    }

    void exportForTiledIsAKindAction()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("rowing")));
        QVERIFY(!window.findChild<QAction *>(QStringLiteral("exportTmx")));
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        auto *action = window.findChild<SalmonTmxExportAction *>(QStringLiteral("exportTmx"));
        QVERIFY(action);
        QVERIFY(window.menus()->file->actions().contains(action));
        QVERIFY(!action->text().isEmpty());
        const QString path = m_dir.filePath(QStringLiteral("river.tmx"));
        QString error;
        QVERIFY2(action->exportTo(path, &error), qPrintable(error));
        QVERIFY(QFile(path).size() > 0);
        // A new document gets its own action; the old one is gone.
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        QCOMPARE(window.findChildren<SalmonTmxExportAction *>().size(), 1);
        QVERIFY(window.newDefaultCourse(QStringLiteral("rowing")));
        QVERIFY(window.findChildren<SalmonTmxExportAction *>().isEmpty());
    }

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_library;
};

QTEST_MAIN(TestSalmonEditor)
#include "tst_salmon_editor.moc"
