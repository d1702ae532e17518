#pragma once

#include "core/GameText.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace cw {

// One variation of a course: the course as a kind's generator changed it, and what changed, for
// people ("Split line at 500 m moved to 540 m").
struct CourseVariation {
    QJsonObject course;
    QString change; // translated
};

// What a course kind can change in one of its courses to make it fairer (the lab's Find a Fairer
// Course, models/lab/FairerCourseSearch): each kind's folder writes its own generator and
// registers it (CW_REGISTER(CourseVariationKind, …) in its <Game>Registration.cpp), so the search
// knows no kind by name. A kind without one has no variation to offer.
struct CourseVariationKind {
    QString kind; // the course kind's id, as in files: "rowing"
    // Every course one edit away from `course` (a course of this kind that passes the validator),
    // in an order that depends on `course` alone, so that a search is repeatable. Nothing need be
    // valid: the search keeps only what the one gate (CourseFile::errors) accepts.
    std::vector<CourseVariation> (*variations)(const QJsonObject &course) = nullptr;
    // What the kind varies and what it cannot, for people: "Split lines move by up to five
    // spaces and their pace limits by one; lanes are alike, so none is moved."
    GameText scope;

    // The generator of course kind `kind`; nullptr when the kind has none.
    static const CourseVariationKind *find(const QString &kind);
};

} // namespace cw
