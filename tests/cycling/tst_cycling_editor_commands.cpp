// The road editor's undo commands: each does, undoes and redoes exactly; bonus lines follow their
// tiles; a bonus line's drag merges into one step; the palette adds, inserts and replaces; and a
// road assembled from the palette is valid.
#include "cycling/CyclingCanvas.h"
#include "cycling/CyclingKindEditor.h"
#include "cycling/CyclingPropertiesPanel.h"
#include "cycling/CyclingRoadDocument.h"
#include "cycling/RoadValidator.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

using namespace cw;
using namespace cw::cycling;

namespace {

CyclingRoad builtIn(const QString &name)
{
    QFile file(QStringLiteral(":/courses/cycling-%1.json").arg(name));
    file.open(QIODevice::ReadOnly);
    CourseProblems problems;
    return CyclingRoad::read(QJsonDocument::fromJson(file.readAll()).object(), &problems)
        .value_or(CyclingRoad{});
}

QStringList sides(const CyclingRoad &road)
{
    QStringList list;
    for (const TilePlacement &placement : road.tiles)
        list.append(placement.tile + placement.side);
    return list;
}

// Undo brings back `before`, redo `after`.
void checkUndoRedo(CyclingRoadDocument &document, const CyclingRoad &before)
{
    const CyclingRoad after = document.road();
    QVERIFY(!(after == before));
    document.undoStack()->undo();
    QCOMPARE(document.road(), before);
    document.undoStack()->redo();
    QCOMPARE(document.road(), after);
}

} // namespace

class TestCyclingEditorCommands : public QObject {
    Q_OBJECT

private slots:
    void addInsertsAfterTheSelectedTile()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        const CyclingRoad before = document.road();
        document.selectTile(1);
        QVERIFY(document.addTile({QStringLiteral("4"), QStringLiteral("A")}));
        QCOMPARE(sides(document.road()).mid(0, 4),
                 (QStringList{QStringLiteral("SA"), QStringLiteral("2A"), QStringLiteral("4A"),
                              QStringLiteral("C1B")}));
        QCOMPARE(document.selectedTile(), 2);
        // The bonus line on the mountain tile 5A moved one place on with it.
        QCOMPARE(document.road().bonusLines[1].placement, 6);
        checkUndoRedo(document, before);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Add Tile 4A"));
    }

    // With nothing selected, a road tile goes before the Finish.
    void addWithoutSelectionGoesBeforeTheFinish()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        QVERIFY(document.addTile({QStringLiteral("6"), QStringLiteral("A")}));
        QCOMPARE(sides(document.road()).last(), QStringLiteral("FA"));
        QCOMPARE(sides(document.road()).at(6), QStringLiteral("6A"));
        QVERIFY(!document.addTile({QStringLiteral("99"), QStringLiteral("A")}));
        QVERIFY(!document.addTile({QStringLiteral("S"), QStringLiteral("B")}));
    }

    void removeTakesItsBonusLines()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        const CyclingRoad before = document.road();
        QVERIFY(document.removeTile(1)); // 2A, with the sprint line
        QCOMPARE(document.road().tiles.size(), before.tiles.size() - 1);
        QCOMPARE(document.road().bonusLines.size(), std::size_t(1));
        QCOMPARE(document.road().bonusLines[0].placement, 4); // 5A moved back one
        checkUndoRedo(document, before);
    }

    void moveCarriesBonusLines()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        const CyclingRoad before = document.road();
        QVERIFY(document.moveTile(1, 4)); // 2A after 3A
        QCOMPARE(sides(document.road()).at(4), QStringLiteral("2A"));
        QCOMPARE(document.road().bonusLines[0].placement, 4);
        QCOMPARE(document.road().bonusLines[1].placement, 5); // 5A did not move
        QCOMPARE(document.selectedTile(), 4);
        checkUndoRedo(document, before);
        QVERIFY(!document.moveTile(0, 0));
    }

    void flipShowsTheOtherSide()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        const CyclingRoad before = document.road();
        QVERIFY(document.flipTile(2)); // C1B turns left
        QCOMPARE(sides(document.road()).at(2), QStringLiteral("C1A"));
        checkUndoRedo(document, before);
        QVERIFY(!document.flipTile(0)); // the Start has one side
    }

    // Replacing a tile in the middle keeps the rest of the road and its bonus lines.
    void replaceKeepsTheRest()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("medium")));
        const CyclingRoad before = document.road();
        QVERIFY(document.replaceTile(1, {QStringLiteral("5"), QStringLiteral("A")}));
        QStringList expected = sides(before);
        expected[1] = QStringLiteral("5A");
        QCOMPARE(sides(document.road()), expected);
        QCOMPARE(document.road().bonusLines, before.bonusLines);
        checkUndoRedo(document, before);
    }

    // One drag of a bonus line, over several boundaries, is one undo step.
    void bonusLineDragMerges()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        const CyclingRoad before = document.road();
        const int steps = document.undoStack()->count();
        QVERIFY(document.moveBonusLine(0, 1, 6, 7));
        QVERIFY(document.moveBonusLine(0, 1, 7, 7));
        QVERIFY(document.moveBonusLine(0, 1, 8, 7));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QCOMPARE(document.road().bonusLines[0].row, 8);
        checkUndoRedo(document, before);
        // Another drag is another step; a drag back to where it began leaves none.
        QVERIFY(document.moveBonusLine(0, 1, 3, 8));
        QCOMPARE(document.undoStack()->count(), steps + 2);
        QVERIFY(document.moveBonusLine(0, 1, 8, 9));
        QVERIFY(document.moveBonusLine(0, 1, 3, 9));
        QCOMPARE(document.undoStack()->count(), steps + 2);
    }

    // Random Course replaces the road in one step, with a valid road of the chosen length.
    void randomCourseIsOneStep()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        const CyclingRoad before = document.road();
        document.randomRoad(GameLength::Long, 7);
        QCOMPARE(document.road().lengthClass(), GameLength::Long);
        QCOMPARE(document.road().name, before.name);
        QVERIFY(RoadValidator(document.road()).issues().empty());
        checkUndoRedo(document, before);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Random Course"));
    }

    // A road assembled from the palette alone, tile by tile, is valid.
    void roadFromThePaletteIsValid()
    {
        CyclingRoad empty;
        empty.name = QStringLiteral("From scratch");
        CyclingRoadDocument document(empty);
        const CyclingKindEditor kind;
        const QList<PaletteEntry> palette = kind.paletteEntries();
        QCOMPARE(palette.size(), 1 + 6 * 2 + 7 * 2 + 2);
        for (const char *side : {"S:A", "1:A", "2:A", "C1:B", "C2:B", "3:A", "F:A"}) {
            document.selectRoad();
            if (!document.road().tiles.empty())
                document.selectTile(int(document.road().tiles.size()) - 1);
            QVERIFY(document.addFromPalette(
                CyclingRoadDocument::tileEntryPrefix() + QString::fromLatin1(side), std::nullopt));
        }
        QCOMPARE(sides(document.road()),
                 (QStringList{QStringLiteral("SA"), QStringLiteral("1A"), QStringLiteral("2A"),
                              QStringLiteral("C1B"), QStringLiteral("C2B"), QStringLiteral("3A"),
                              QStringLiteral("FA")}));
        const RoadValidator validator(document.road());
        QVERIFY2(validator.issues().empty(),
                 qPrintable(problemTexts(validator.problems()).join(u'\n')));
        // Dropped onto a tile of the road, an entry replaces it.
        CyclingCanvas canvas(&document);
        const RoadGeometry &geometry = validator.geometry();
        const QPointF onTile2 = geometry.tiles()[1].bounds.center();
        QVERIFY(document.addFromPalette(
            CyclingRoadDocument::entryId(QStringLiteral("4"), QStringLiteral("A")), onTile2));
        QCOMPARE(sides(document.road()).at(1), QStringLiteral("4A"));
        QCOMPARE(document.road().tiles.size(), std::size_t(7));
    }

    // Problems are marked on the canvas, and a problem's path selects its tile.
    void problemsSelectTheirTile()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        CyclingCanvas canvas(&document);
        QCOMPARE(canvas.problemCount(), 0);
        QVERIFY(document.replaceTile(1, {QStringLiteral("2"), QStringLiteral("B")}));
        QVERIFY(canvas.problemCount() > 0);
        QCOMPARE(document.selectionForPath(QStringLiteral("tiles[1]")),
                 (CourseSelection{CyclingRoadDocument::tileElement(), 1}));
        QCOMPARE(document.selectionForPath(QStringLiteral("bonusLines[1]")),
                 (CourseSelection{CyclingRoadDocument::tileElement(), 5}));
        QVERIFY(document.selectionForPath(QStringLiteral("table")).isEmpty());
        QVERIFY(
            canvas.tableRect().contains(RoadValidator(document.road()).geometry().boundingBox()));
    }

    // Typing a name is one step per visit of the field; typing back the old name leaves none.
    void renameMergesWhileTyping()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        const CyclingRoad before = document.road();
        const int steps = document.undoStack()->count();
        QVERIFY(document.rename(QStringLiteral("C"), 4));
        QVERIFY(document.rename(QStringLiteral("Co"), 4));
        QVERIFY(document.rename(QStringLiteral("Col"), 4));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QCOMPARE(document.road().name, QStringLiteral("Col"));
        checkUndoRedo(document, before);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Rename Road"));
        QVERIFY(!document.rename(QStringLiteral("Col"), 5));
        QVERIFY(document.rename(QStringLiteral("X"), 6));
        QVERIFY(document.rename(QStringLiteral("Col"), 6));
        QCOMPARE(document.undoStack()->count(), steps + 1);
    }

    // The panel's print and table fields each push one undoable change of the print layout.
    void panelEditsPrintSettingsAndTable()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("short")));
        CyclingPropertiesPanel panel(&document);
        const CyclingRoad before = document.road();
        auto *space = panel.findChild<QDoubleSpinBox *>(QStringLiteral("spaceMm"));
        auto *width = panel.findChild<QDoubleSpinBox *>(QStringLiteral("tableWidthCm"));
        auto *depth = panel.findChild<QDoubleSpinBox *>(QStringLiteral("tableDepthCm"));
        auto *paper = panel.findChild<QComboBox *>(QStringLiteral("paper"));
        auto *name = panel.findChild<QLineEdit *>(QStringLiteral("roadName"));
        QVERIFY(space && width && depth && paper && name);
        QCOMPARE(space->value(), before.print.spaceMm);
        QCOMPARE(width->value(), before.print.tableWidthCm);
        QCOMPARE(name->text(), before.name);
        space->setValue(25);
        QCOMPARE(document.road().print.spaceMm, 25.0);
        checkUndoRedo(document, before);
        width->setValue(240);
        depth->setValue(120);
        QCOMPARE(document.road().print.tableWidthCm, 240.0);
        QCOMPARE(document.road().print.tableDepthCm, 120.0);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Change Print Layout"));
        const int letterPortrait = paper->findText(PageSpec{Paper::Letter, false}.displayName());
        QVERIFY(letterPortrait >= 0);
        paper->setCurrentIndex(letterPortrait);
        emit paper->activated(letterPortrait);
        QCOMPARE(document.road().print.page, (PageSpec{Paper::Letter, false}));
        // Undo shows in the fields.
        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        QCOMPARE(document.road(), before);
        QCOMPARE(space->value(), before.print.spaceMm);
        QCOMPARE(width->value(), before.print.tableWidthCm);
        QCOMPARE(paper->findText(before.print.page.displayName()), paper->currentIndex());
    }

    // Clicking a problem selects its tile and passes its row to the canvas: the validator's row,
    // or a bonus line's.
    void problemSelectsItsRow()
    {
        CyclingRoadDocument document(builtIn(QStringLiteral("medium")));
        QVERIFY(!document.road().bonusLines.empty());
        const BonusLine line = document.road().bonusLines.front();
        document.selectProblem(QStringLiteral("bonusLines[0]"));
        QCOMPARE(document.selectedTile(), line.placement);
        QCOMPARE(document.selectedRow(), line.row);
        // Break a rule with a row: a bonus line on the wrong terrain.
        CyclingRoad broken = document.road();
        broken.bonusLines.front().type = broken.bonusLines.front().type == BonusLine::Type::Sprint
                                             ? BonusLine::Type::Mountain
                                             : BonusLine::Type::Sprint;
        CyclingRoadDocument brokenDocument(broken);
        const RoadValidator validator(broken);
        const auto issue =
            std::find_if(validator.issues().begin(), validator.issues().end(),
                         [](const RoadIssue &i) { return i.row && i.placement >= 0; });
        QVERIFY(issue != validator.issues().end());
        int selections = 0;
        connect(&brokenDocument, &CourseDocument::selectionChanged, this, [&] { ++selections; });
        brokenDocument.selectProblem(issue->problem.path);
        QCOMPARE(brokenDocument.selectedTile(), issue->placement);
        QCOMPARE(brokenDocument.selectedRow(), *issue->row);
        QVERIFY(selections > 0);
        // The Problems list names the tile as messages do.
        QCOMPARE(brokenDocument.describePath(QStringLiteral("tiles[1]")),
                 RoadValidator::tileLabel(broken, 1));
        QCOMPARE(brokenDocument.describePath(QStringLiteral("bonusLines[0]")),
                 QStringLiteral("Bonus line 1"));
        QCOMPARE(brokenDocument.describePath(QStringLiteral("table")), QStringLiteral("Table"));
        brokenDocument.selectProblem(QStringLiteral("table"));
        QCOMPARE(brokenDocument.selectedTile(), -1);
        QCOMPARE(brokenDocument.selectedRow(), -1);
    }
};

QTEST_MAIN(TestCyclingEditorCommands)
#include "tst_cycling_editor_commands.moc"
