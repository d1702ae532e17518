#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

class QSpinBox;

namespace cw {

class CourseEditorWindow;
struct GameInfo;

// What both pages of the lab dock (LabPanel, FairerCoursePanel) ask of the course in the editor
// before they play it.
class LabCourse {
    Q_DECLARE_TR_FUNCTIONS(cw::LabCourse)

public:
    // The game that plays the course in `window`, when the lab may play it; nullptr with *why
    // when it has errors (`errorsText`, in the page's own words) or no game plays its kind.
    static const GameInfo *playable(const CourseEditorWindow &window, const QString &errorsText,
                                    QString *why);
    // `seats` ranged for the game of `course` and set to the seats the course suggests (rowing
    // fills its lanes); the game, or nullptr (the box untouched) when no game plays it.
    static const GameInfo *fitSeats(QSpinBox *seats, const QJsonObject &course);
};

} // namespace cw
