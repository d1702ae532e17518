#pragma once

#include "core/CourseDocumentOf.h"
#include "niagara/NiagaraCourse.h"

namespace cw::niagara {

// The Niagara river being edited. A space or a discovery place may be selected (the canvas, a
// problem of the Validation dock); undo commands change the river through setCourse(), everything
// else reads it (CourseDocumentOf). Nothing is added from the palette or deleted: a river's
// parts are its fields, edited in the Properties panel.
class NiagaraCourseDocument : public CourseDocumentOf<NiagaraCourse> {
    Q_OBJECT
public:
    // Selection element names.
    static QString spaceElement() { return QStringLiteral("space"); }
    static QString placeElement() { return QStringLiteral("place"); }
    // The waterfall at the end of an arm (index 0 Left, 1 Right): dragging it sets the arm's
    // length.
    static QString waterfallElement() { return QStringLiteral("waterfall"); }

    explicit NiagaraCourseDocument(const NiagaraCourse &river, QObject *parent = nullptr);

    // -1 when no space (place) is selected.
    int selectedSpace() const;
    int selectedPlace() const;
    int selectedWaterfall() const;
    // The colour of the discovery place beside `space` (the first listing it), or -1.
    int placeOfSpace(int space) const;

    // The spaces the river's problems name (NiagaraCourse::validate's "places.<colour>[i]"):
    // a space beside two places or listed twice.
    QList<int> problemSpaces() const;

    QString kindId() const override { return QStringLiteral("niagara-river"); }
    QJsonObject toJson() const override { return course().toJson(); }
    CourseSelection selectionForPath(const QString &path) const override;
    QString describePath(const QString &path) const override;
    bool canDeleteSelection() const override { return false; }
    void deleteSelection() override {}
    bool addFromPalette(const QString &entryId, std::optional<QPointF> positionMm,
                        DropMode mode = DropMode::Insert) override;
    DropOutcome dropOutcome(const QString &entryId, const QPointF &positionMm,
                            DropMode mode) const override;

protected:
    // A selected space that no longer exists is unselected.
    void courseReplaced() override;
};

} // namespace cw::niagara
