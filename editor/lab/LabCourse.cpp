#include "LabCourse.h"

#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "lab/CourseLab.h"

#include <QSpinBox>

#include <algorithm>

namespace cw {

const GameInfo *LabCourse::playable(const CourseEditorWindow &window, const QString &errorsText,
                                    QString *why)
{
    if (hasErrors(window.problems())) {
        *why = errorsText;
        return nullptr;
    }
    const GameInfo *game = CourseLab::gameFor(window.document()->toJson());
    if (!game)
        *why = tr("No game is played on this kind of course.");
    return game;
}

const GameInfo *LabCourse::fitSeats(QSpinBox *seats, const QJsonObject &course)
{
    const GameInfo *game = CourseLab::gameFor(course);
    if (game) {
        const int suggested = game->suggestedSeats ? game->suggestedSeats(course) : game->maxSeats;
        seats->setRange(game->minSeats, game->maxSeats);
        seats->setValue(std::clamp(suggested, game->minSeats, game->maxSeats));
    }
    return game;
}

} // namespace cw
