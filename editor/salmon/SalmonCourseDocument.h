#pragma once

#include "core/CourseDocumentOf.h"
#include "salmon/SalmonCourse.h"
#include "salmon/SalmonCourseMap.h"

#include <optional>

namespace cw::salmon {

// The Salmon Run river being edited ("salmon-river"). Undo commands change the river through
// setCourse(); everything else reads it (CourseDocumentOf). The selection is the river itself, a
// placed board
// ("board", its placement index) or one hex of the assembled river ("hex", its SalmonCourseMap
// index: what a problem names), which also selects the board that covers it. Custom boards the
// river uses are embedded in it (customBoards) as they are added, so toJson() is complete.
class SalmonCourseDocument : public CourseDocumentOf<SalmonCourse> {
    Q_OBJECT
public:
    // Selection element names.
    static QString boardElement() { return QStringLiteral("board"); }
    static QString hexElement() { return QStringLiteral("hex"); }
    // Palette entries are this prefix and a board id: "salmon.board:3E".
    static QString boardEntryPrefix() { return QStringLiteral("salmon.board:"); }

    explicit SalmonCourseDocument(const SalmonCourse &river, QObject *parent = nullptr);

    const SalmonCourse &river() const { return course(); }
    // The river assembled on one grid, kept up to date with river().
    const SalmonCourseMap &map() const { return m_map; }

    // The placement selected, or covering the selected hex; -1 for none.
    int selectedBoard() const;
    std::optional<Hex> selectedHex() const;
    void selectBoard(int index) { setSelection({boardElement(), index}); }
    void selectHex(Hex hex);
    void selectRiver() { setSelection({}); }

    // The board a river or palette id names: the river's own and built-in boards, then the
    // user's board library. nullptr when none has it.
    const SalmonRiverBoard *findBoard(const QString &id) const;
    // The other side of placement `index`'s sheet (built-in boards only), or empty.
    QString otherSide(int index) const;

    // The editing operations the panels, canvas and palette offer, each one undo command; false
    // (nothing pushed) when it cannot be done.
    bool addBoard(const QString &id, int index = -1); // -1: after the selected board, or last
    bool removeBoard(int index);
    bool moveBoard(int index, int delta); // -1 downstream, +1 upstream
    bool flipBoard(int index);
    // Board `id` in the place of placement `index` (a drop with Shift held).
    bool replaceBoard(int index, const QString &id);
    bool shiftBoard(int index, int shift, int mergeKey = 0); // to the nearest aligned shift

    QString kindId() const override { return QStringLiteral("salmon-river"); }
    QJsonObject toJson() const override;
    CourseSelection selectionForPath(const QString &path) const override;
    QString describePath(const QString &path) const override;
    bool canDeleteSelection() const override;
    void deleteSelection() override;
    // A board dropped on a board goes after it (upstream), or with Shift in its place; below the
    // river it goes first, elsewhere last; clicked, after the selected board.
    bool addFromPalette(const QString &entryId, std::optional<QPointF> positionMm,
                        DropMode mode = DropMode::Insert) override;
    DropOutcome dropOutcome(const QString &entryId, const QPointF &positionMm,
                            DropMode mode) const override;

protected:
    // Assembles the river again; a selected board or hex that no longer exists is unselected.
    void courseReplaced() override;

private:
    int boardUnder(const QPointF &positionMm) const;

    SalmonCourseMap m_map;
};

} // namespace cw::salmon
