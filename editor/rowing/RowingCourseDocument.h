#pragma once

#include "core/CourseDocumentOf.h"
#include "rowing/RowingCourse.h"

namespace cw::rowing {

// The rowing course being edited. Split lines stay in the order they were added while editing,
// so that an index names the same line during a drag; toJson() (what is saved, checked and
// played) lists them by distance, as files do. Undo commands change the course through
// setCourse(); everything else reads it (CourseDocumentOf).
class RowingCourseDocument : public CourseDocumentOf<RowingCourse> {
    Q_OBJECT
public:
    // Selection element names.
    static QString laneElement() { return QStringLiteral("lane"); }
    static QString splitLineElement() { return QStringLiteral("splitLine"); }
    // The palette entry adding a split line.
    static QString splitLineEntry() { return QStringLiteral("rowing.splitLine"); }

    explicit RowingCourseDocument(const RowingCourse &course, QObject *parent = nullptr);

    // -1 when no lane (split line) is selected.
    int selectedLane() const;
    int selectedSplitLine() const;
    void selectLane(int lane) { setSelection({laneElement(), lane}); }
    void selectSplitLine(int index) { setSelection({splitLineElement(), index}); }
    void selectCourse() { setSelection({}); }

    // The index in toJson()'s "splitLines" of the line at `index` here, and back (-1 if none).
    int fileIndexOfSplitLine(int index) const;
    int splitLineOfFileIndex(int fileIndex) const;
    // A distance for a new split line: whole metres in the middle of the widest gap between the
    // start, the lines and the finish.
    int freeSplitDistance() const;
    // The pace limit a new split line gets: the one of the line before it, or 4.
    int defaultPaceLimit(int metres) const;

    QString kindId() const override { return QStringLiteral("rowing"); }
    QJsonObject toJson() const override;
    CourseSelection selectionForPath(const QString &path) const override;
    QString describePath(const QString &path) const override;
    bool canDeleteSelection() const override;
    void deleteSelection() override;
    // A split line goes where it is dropped, at the nearest space boundary (a split line replaces
    // nothing: Shift changes nothing); clicked, in the widest gap.
    bool addFromPalette(const QString &entryId, std::optional<QPointF> positionMm,
                        DropMode mode = DropMode::Insert) override;
    DropOutcome dropOutcome(const QString &entryId, const QPointF &positionMm,
                            DropMode mode) const override;

protected:
    // A selected lane or split line that no longer exists is unselected.
    void courseReplaced() override;

private:
    int metresAt(const QPointF &positionMm) const;
    // Indices of splitLines in distance order (stable: equal distances keep their order).
    std::vector<int> fileOrder() const;
};

} // namespace cw::rowing
