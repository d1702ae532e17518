// The course editor with a Niagara river: a new river is the valid standard one; each field of
// the Properties panel is one undo step that undo and redo swap; changing the channel's lengths
// keeps the discovery places beside the same spaces; the Validation dock follows every edit with
// the kind's own messages and a click on a problem selects its place (the canvas rings the space
// it names); the canvas selects what is clicked; a river edited, saved and reopened is the same
// river; the built-in rivers open; a file the kind cannot hold is refused with its file and field.
#include "core/CourseEditorWindow.h"
#include "core/ValidationDock.h"
#include "niagara/NiagaraCanvas.h"
#include "niagara/NiagaraCourseDocument.h"
#include "niagara/NiagaraCourseGeometry.h"
#include "niagara/NiagaraPropertiesPanel.h"
#include "niagara/NiagaraSetRiverShape.h"
#include "niagara/NiagaraValueChanges.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>
#include <map>

using namespace cw;
using namespace cw::niagara;

namespace {

const QString Kind = QStringLiteral("niagara-river");

NiagaraCourseDocument *riverDocument(CourseEditorWindow &window)
{
    return static_cast<NiagaraCourseDocument *>(window.document());
}

template <typename T>
T *child(QWidget &window, const char *name)
{
    T *found = window.findChild<T *>(QLatin1String(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

// Commits `value` as a person does: typed, then Enter (keyboard tracking is off).
void commit(QSpinBox *box, int value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Enter);
}

// Picks `colour` (-1: none) in a place choice as a person does.
void choose(QComboBox *choice, int colour)
{
    choice->setCurrentIndex(choice->findData(colour));
    emit choice->activated(choice->currentIndex());
}

QStringList messages(const CourseProblems &problems)
{
    QStringList list;
    for (const CourseProblem &problem : problems)
        list << problem.path + QLatin1String(": ") + problem.message;
    return list;
}

QStringList dockLines(CourseEditorWindow &window)
{
    QStringList lines;
    QTreeWidget *list = window.findChild<ValidationDock *>()->list();
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        for (int column = 0; column < list->columnCount(); ++column)
            lines << list->topLevelItem(i)->text(column);
    return lines;
}

// A new river in a quiet window, shown on screen (for typing into its fields).
bool showNewRiver(CourseEditorWindow &window)
{
    window.setQuiet(true);
    if (!window.newDefaultCourse(Kind))
        return false;
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

int fieldValue(const NiagaraCourse &river, const QString &field)
{
    const std::map<QString, int> values = {{QStringLiteral("mainLength"), river.mainLength},
                                           {QStringLiteral("leftArm"), river.leftArm},
                                           {QStringLiteral("rightArm"), river.rightArm},
                                           {QStringLiteral("gemsPerColour"), river.gemsPerColour},
                                           {QStringLiteral("weatherMin"), river.weatherMin},
                                           {QStringLiteral("weatherMax"), river.weatherMax}};
    return values.at(field);
}

bool hasError(const CourseProblems &problems, const QString &path)
{
    return std::any_of(problems.begin(), problems.end(), [&](const CourseProblem &problem) {
        return problem.isError() && problem.path == path;
    });
}

// Presses at `from`, moves to `to` in a few steps with the button held, and leaves the button held
// (the caller releases it, after looking at the drop preview).
void dragTo(QWidget *viewport, const QPoint &from, const QPoint &to)
{
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    for (int step = 1; step <= 4; ++step) {
        const QPointF at = from + (to - from) * step / 4;
        QMouseEvent move(QEvent::MouseMove, at, viewport->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
    }
}

} // namespace

class TestNiagaraEditor : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_niagara_editor"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }
    void cleanup() { QSettings().clear(); }

    void newRiverIsTheValidStandardOne()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(Kind));
        QCOMPARE(window.document()->kindId(), Kind);
        QVERIFY(qobject_cast<NiagaraCanvas *>(window.canvas()));
        QVERIFY(window.findChild<NiagaraPropertiesPanel *>());
        const NiagaraCourse &river = riverDocument(window)->course();
        NiagaraCourse standard = NiagaraCourse::standard();
        standard.name = river.name;
        QCOMPARE(river, standard);
        QVERIFY2(window.problems().isEmpty(), qPrintable(messages(window.problems()).join(u'\n')));
        QVERIFY(!window.isModified());
    }

    // Each field: one command, its value in the river, undone and redone exactly.
    void everyFieldIsOneUndoStep_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("value");
        for (const char *field :
             {"mainLength", "leftArm", "rightArm", "gemsPerColour", "weatherMin", "weatherMax"})
            QTest::newRow(field) << QString::fromLatin1(field) << 3;
    }
    void everyFieldIsOneUndoStep()
    {
        QFETCH(QString, field);
        QFETCH(int, value);
        CourseEditorWindow window;
        QVERIFY(showNewRiver(window));
        NiagaraCourseDocument *document = riverDocument(window);
        const NiagaraCourse before = document->course();
        auto *box = window.findChild<QSpinBox *>(field);
        QVERIFY(box);
        commit(box, value);
        QCOMPARE(window.undoStack()->count(), 1);
        QCOMPARE(fieldValue(document->course(), field), value);
        const NiagaraCourse after = document->course();
        QVERIFY(!(after == before));
        window.undoStack()->undo();
        QCOMPARE(document->course(), before);
        QCOMPARE(box->value(), fieldValue(before, field));
        window.undoStack()->redo();
        QCOMPARE(document->course(), after);
        QCOMPARE(box->value(), value);
    }

    void nameTypingIsOneStepAndPaperIsAnother()
    {
        CourseEditorWindow window;
        QVERIFY(showNewRiver(window));
        NiagaraCourseDocument *document = riverDocument(window);
        auto *name = child<QLineEdit>(window, "courseName");
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Horseshoe"));
        QCOMPARE(document->course().name, QStringLiteral("Horseshoe"));
        QCOMPARE(window.undoStack()->count(), 1);
        child<QCheckBox>(window, "landscape")->click();
        auto *paper = child<QComboBox>(window, "paper");
        paper->setCurrentIndex(paper->findData(QStringLiteral("letter")));
        QCOMPARE(window.undoStack()->count(), 3);
        QCOMPARE(document->course().page.paper, Paper::Letter);
        QVERIFY(!document->course().page.landscape);
        window.undoStack()->undo();
        window.undoStack()->undo();
        QCOMPARE(document->course().page, PageSpec{});
        window.undoStack()->undo();
        QVERIFY(document->course().name != QLatin1String("Horseshoe"));
        QCOMPARE(name->text(), document->course().name);
    }

    // The standard river (docs/rules/niagara.md, "The river"): 5 + 2/2, blue beside L6 and R6. A
    // longer main channel renumbers the arms, and the places follow their spaces; a shorter arm
    // drops the spaces it lost.
    void shapeChangeKeepsPlacesBesideTheirSpaces()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(Kind));
        NiagaraCourseDocument *document = riverDocument(window);
        window.undoStack()->push(new NiagaraSetRiverShape(document, 6, 2, 1));
        const NiagaraCourse &river = document->course();
        QCOMPARE(river.places[Blue], (QStringList{QStringLiteral("L7"), QStringLiteral("R7")}));
        QCOMPARE(river.places[Red], QStringList{QStringLiteral("L8")});
        QCOMPARE(river.places[Violet], QStringList{QStringLiteral("3")});
        QVERIFY(river.validate().isEmpty());
        window.undoStack()->undo();
        QCOMPARE(document->course().places, NiagaraCourse::standard().places);
    }

    void placeChoiceMovesASpaceAndValidationFollows()
    {
        CourseEditorWindow window;
        QVERIFY(showNewRiver(window));
        NiagaraCourseDocument *document = riverDocument(window);
        auto *panel = window.findChild<NiagaraPropertiesPanel *>();
        const int space3 = document->course().spaceIndex(QStringLiteral("3"));
        // Space 3 leaves the violet place: no space touches violet any more.
        choose(panel->placeChoice(space3), -1);
        QCOMPARE(window.undoStack()->count(), 1);
        QVERIFY(document->course().places[Violet].isEmpty());
        const CourseProblems expected = document->course().validate();
        QCOMPARE(messages(window.problems()), messages(expected));
        QVERIFY(hasError(window.problems(), QStringLiteral("places.violet")));
        QVERIFY(dockLines(window).join(u'\n').contains(expected.front().message));
        // Space 3 beside the clear place, which space 4 already touches: valid, two spaces.
        choose(panel->placeChoice(space3), Clear);
        QCOMPARE(document->course().places[Clear],
                 (QStringList{QStringLiteral("4"), QStringLiteral("3")}));
        window.undoStack()->undo();
        window.undoStack()->undo();
        QCOMPARE(document->course().places, NiagaraCourse::standard().places);
        QVERIFY(window.problems().isEmpty());
        QVERIFY(!dockLines(window).join(u'\n').contains(expected.front().message));
    }

    // In French a space of the Left arm is «G4» on the canvas, so it is «G4» in the properties too
    // (NiagaraCourse::displayName), and a count of spaces follows its plural forms: "1 case",
    // "2 cases" (issue 56: "1 spaces", «Bras gauche : 1 cases»).
    void propertiesNameSpacesAndCountThemAsTheCanvasDoes()
    {
        struct French : QTranslator {
            QString translate(const char *, const char *source, const char *, int n) const override
            {
                const QLatin1String text(source);
                if (text == QLatin1String("L%1"))
                    return QStringLiteral("G%1");
                if (text == QLatin1String(" space(s)"))
                    return n == 1 ? QStringLiteral(" case") : QStringLiteral(" cases");
                return QString();
            }
            bool isEmpty() const override { return false; }
        } french;
        CourseEditorWindow window;
        QVERIFY(showNewRiver(window));
        NiagaraCourseDocument *document = riverDocument(window);
        auto *panel = window.findChild<NiagaraPropertiesPanel *>();
        QCoreApplication::installTranslator(&french);
        auto *left = child<QSpinBox>(window, "leftArm");
        commit(left, 1);
        QCOMPARE(document->course().leftArm, 1);
        QCOMPARE(left->suffix(), QStringLiteral(" case"));
        QCOMPARE(left->text(), QStringLiteral("1 case"));
        commit(left, 2);
        QCOMPARE(left->text(), QStringLiteral("2 cases"));
        // The Left arm's first space: "L3" in the files, «G3» in French.
        const int space = document->course().mainLength;
        const QString number = document->course().spaceLabel(space).mid(1);
        QWidget *choice = panel->placeChoice(space);
        QLabel *label = nullptr;
        for (QLabel *each : panel->findChildren<QLabel *>())
            if (each->buddy() == choice)
                label = each;
        QVERIFY(label);
        QVERIFY2(label->text().contains(u'G' + number), qPrintable(label->text()));
        QCoreApplication::removeTranslator(&french);
        QCoreApplication::sendPostedEvents(); // the LanguageChange
        QVERIFY2(label->text().contains(u'L' + number), qPrintable(label->text()));
    }

    void liveErrorsForArmsAndWeather()
    {
        CourseEditorWindow window;
        QVERIFY(showNewRiver(window));
        commit(child<QSpinBox>(window, "rightArm"), 0);
        QVERIFY(hasError(window.problems(), QStringLiteral("rightArm")));
        commit(child<QSpinBox>(window, "weatherMin"), 1);
        QVERIFY(hasError(window.problems(), QStringLiteral("weather")));
        QCOMPARE(messages(window.problems()), messages(riverDocument(window)->course().validate()));
        window.undoStack()->undo();
        window.undoStack()->undo();
        QVERIFY(window.problems().isEmpty());
    }

    void clickingAProblemSelectsItsPlace()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.openFile(qEnvironmentVariable("CW_SOURCE_DIR") +
                                QStringLiteral("/tests/errors/niagara-space-two-places.json")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        NiagaraCourseDocument *document = riverDocument(window);
        const CourseProblems problems = window.problems();
        const auto it = std::find_if(problems.begin(), problems.end(), [](const CourseProblem &p) {
            return p.path.startsWith(QLatin1String("places."));
        });
        QVERIFY(it != problems.end());
        QTreeWidget *list = window.findChild<ValidationDock *>()->list();
        QTreeWidgetItem *item = list->topLevelItem(int(it - problems.begin()));
        QVERIFY(item);
        emit list->itemActivated(item, 0);
        QCOMPARE(document->selectedPlace(), document->selectionForPath(it->path).index);
        QVERIFY(document->selectedPlace() >= 0);
        // Space 4 is beside both the clear and the yellow place: the canvas rings it.
        QCOMPARE(document->problemSpaces(),
                 QList<int>{document->course().spaceIndex(QStringLiteral("4"))});
    }

    void canvasClickSelectsSpacesAndPlaces()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(Kind));
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *canvas = qobject_cast<NiagaraCanvas *>(window.canvas());
        NiagaraCourseDocument *document = riverDocument(window);
        // A copy: the canvas makes a new painter (and geometry) when the selection changes.
        const NiagaraCourseGeometry geometry = canvas->riverGeometry();
        const int space = document->course().spaceIndex(QStringLiteral("R7"));
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {},
                          canvas->mapFromScene(geometry.spaceMm(space).center()));
        QCOMPARE(document->selectedSpace(), space);
        QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {},
                          canvas->mapFromScene(geometry.placeMm(Yellow).center()));
        QCOMPARE(document->selectedPlace(), int(Yellow));
        QCOMPARE(window.undoStack()->count(), 0); // selecting changes nothing
    }

    // Issue 56: a discovery place dragged onto a space moves beside it on release, previewed
    // meanwhile, refused (red, nothing done) beside another colour's place; the arrow keys move
    // the selected place; each move is one named undo step.
    void placesMoveByMouseAndKeys()
    {
        CourseEditorWindow window;
        QVERIFY(showNewRiver(window));
        window.resize(1280, 720);
        auto *canvas = qobject_cast<NiagaraCanvas *>(window.canvas());
        NiagaraCourseDocument *document = riverDocument(window);
        QWidget *viewport = canvas->viewport();
        const auto centre = [&](const QRectF &rect) { return canvas->mapFromScene(rect.center()); };
        NiagaraCourseGeometry geometry = canvas->riverGeometry();
        const NiagaraCourse before = document->course();
        QCOMPARE(before.places[Violet], QStringList{QStringLiteral("3")});

        // Onto space 4, beside the clear place: refused, shown so, and nothing done.
        dragTo(viewport, centre(geometry.placeMm(Violet)), centre(geometry.spaceMm(3)));
        QCOMPARE(document->selectedPlace(), int(Violet));
        QVERIFY(canvas->dropPreviewShown());
        QVERIFY(!canvas->dropPreviewPossible());
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, centre(geometry.spaceMm(3)));
        QVERIFY(!canvas->dropPreviewShown());
        QCOMPARE(window.undoStack()->count(), 0);
        QVERIFY(document->course() == before);

        // Onto space 2: previewed, moved on release, one step.
        dragTo(viewport, centre(geometry.placeMm(Violet)), centre(geometry.spaceMm(1)));
        QVERIFY(canvas->dropPreviewShown());
        QVERIFY(canvas->dropPreviewPossible());
        QCOMPARE(window.undoStack()->count(), 0);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, centre(geometry.spaceMm(1)));
        QCOMPARE(document->course().places[Violet], QStringList{QStringLiteral("2")});
        QCOMPARE(window.undoStack()->count(), 1);
        QVERIFY(!window.undoStack()->text(0).isEmpty());
        window.undoStack()->undo();
        QVERIFY(document->course() == before);

        // The keyboard: Left moves it a space up the river, Right back; Right again is refused
        // (the clear place is beside 4).
        document->setSelection({NiagaraCourseDocument::placeElement(), Violet});
        canvas->setFocus();
        QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(document->course().places[Violet], QStringList{QStringLiteral("2")});
        QTest::keyClick(canvas, Qt::Key_Right);
        QCOMPARE(document->course().places[Violet], QStringList{QStringLiteral("3")});
        const int steps = window.undoStack()->count();
        QTest::keyClick(canvas, Qt::Key_Right);
        QCOMPARE(document->course().places[Violet], QStringList{QStringLiteral("3")});
        QCOMPARE(window.undoStack()->count(), steps);

        // The blue place, beside L6 and R6, keeps its shape: once the red place lies beside 2
        // instead of the 7s, Right takes it beside L7 and R7.
        window.undoStack()->push(movePlace(document, Red, {QStringLiteral("2")}));
        document->setSelection({NiagaraCourseDocument::placeElement(), Blue});
        canvas->setFocus();
        QTest::keyClick(canvas, Qt::Key_Right);
        QCOMPARE(document->course().places[Blue],
                 (QStringList{QStringLiteral("L7"), QStringLiteral("R7")}));
        QVERIFY(!hasError(document->course().validate(), QStringLiteral("places.blue[0]")));
    }

    // Issue 56: a waterfall dragged along its arm makes the arm longer or shorter on release,
    // previewed meanwhile and refused past the longest arm; Left and Right do the same to the
    // selected waterfall; each is one undo step.
    void armsMoveByMouseAndKeys()
    {
        CourseEditorWindow window;
        QVERIFY(showNewRiver(window));
        window.resize(1280, 720);
        auto *canvas = qobject_cast<NiagaraCanvas *>(window.canvas());
        NiagaraCourseDocument *document = riverDocument(window);
        QWidget *viewport = canvas->viewport();
        const NiagaraCourseGeometry geometry = canvas->riverGeometry();
        const QRectF fall = geometry.waterfallMm(NiagaraCourseGeometry::LeftArm);
        const QPoint from = canvas->mapFromScene(fall.center());
        const auto spaces = [&](double count) {
            return canvas->mapFromScene(fall.center() +
                                        QPointF(count * NiagaraCourseGeometry::SpaceMm, 0));
        };
        // Past the longest arm (5 spaces): refused.
        dragTo(viewport, from, spaces(NiagaraCourse::MaxArm));
        QCOMPARE(document->selectedWaterfall(), 0);
        QVERIFY(canvas->dropPreviewShown());
        QVERIFY(!canvas->dropPreviewPossible());
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, spaces(NiagaraCourse::MaxArm));
        QCOMPARE(document->course().leftArm, 2);
        QCOMPARE(window.undoStack()->count(), 0);
        // One space longer.
        dragTo(viewport, from, spaces(1));
        QVERIFY(canvas->dropPreviewShown());
        QVERIFY(canvas->dropPreviewPossible());
        QCOMPARE(document->course().leftArm, 2);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, spaces(1));
        QCOMPARE(document->course().leftArm, 3);
        QCOMPARE(document->course().rightArm, 2);
        QCOMPARE(window.undoStack()->count(), 1);
        // The keyboard: Left shortens the selected arm, a space a press, never below one.
        document->setSelection({NiagaraCourseDocument::waterfallElement(), 1});
        canvas->setFocus();
        QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(document->course().rightArm, 1);
        QTest::keyClick(canvas, Qt::Key_Left);
        QCOMPARE(document->course().rightArm, 1);
        QTest::keyClick(canvas, Qt::Key_Right);
        QCOMPARE(document->course().rightArm, 2);
        QCOMPARE(window.undoStack()->count(), 3);
    }

    void savedAndReopenedIsTheSameRiver()
    {
        const QString path = m_dir.filePath(QStringLiteral("custom.json"));
        NiagaraCourse saved;
        {
            CourseEditorWindow window;
            window.setQuiet(true);
            QVERIFY(window.newDefaultCourse(Kind));
            NiagaraCourseDocument *document = riverDocument(window);
            window.undoStack()->push(new NiagaraSetRiverShape(document, 4, 3, 2));
            window.undoStack()->push(niagara::setSpacePlace(document, QStringLiteral("L7"), Red));
            window.undoStack()->push(niagara::setSpacePlace(document, QStringLiteral("2"), Violet));
            QVERIFY2(window.saveToFile(path), qPrintable(window.lastError()));
            QVERIFY(!window.isModified());
            saved = document->course();
        }
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
        QCOMPARE(window.document()->kindId(), Kind);
        QCOMPARE(riverDocument(window)->course(), saved);
        QCOMPARE(riverDocument(window)->course().places[Red],
                 (QStringList{QStringLiteral("L6"), QStringLiteral("R6"), QStringLiteral("L7")}));
    }

    void builtInRiversOpen_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("standard") << QStringLiteral(":/courses/niagara-standard.json");
        QTest::newRow("twin falls") << QStringLiteral(":/courses/niagara-twin-falls.json");
    }
    void builtInRiversOpen()
    {
        QFETCH(QString, path);
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
        QVERIFY(window.isReadOnly());
        QVERIFY(window.problems().isEmpty());
        const auto *canvas = qobject_cast<NiagaraCanvas *>(window.canvas());
        QVERIFY(canvas);
        const NiagaraCourse &river = riverDocument(window)->course();
        for (int space = 0; space < river.spaceCount(); ++space)
            QVERIFY(canvas->riverGeometry().boundsMm().contains(
                canvas->riverGeometry().spaceMm(space)));
    }

    void fileTheKindCannotHoldIsRefused()
    {
        const QString path = qEnvironmentVariable("CW_SOURCE_DIR") +
                             QStringLiteral("/tests/errors/niagara-main-too-long.json");
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(Kind));
        CourseDocument *before = window.document();
        QVERIFY(!window.openFile(path));
        QVERIFY2(window.lastError().startsWith(QFileInfo(path).fileName() + QLatin1String(": ")),
                 qPrintable(window.lastError()));
        QVERIFY2(window.lastError().contains(QLatin1String("mainLength")),
                 qPrintable(window.lastError()));
        QCOMPARE(window.document(), before);
    }
};

QTEST_MAIN(TestNiagaraEditor)
#include "tst_niagara_editor.moc"
