#pragma once

#include <QScrollArea>

namespace cw::salmon {

class SalmonBoardProperties;
class SalmonCensusPanel;
class SalmonCourseDocument;
class SalmonCourseProperties;

// The Properties dock's content for a river: the river's own properties and set-ups, the
// selected board, and the information panel (counts per board and in all), one above the other
// and scrolling when the dock is short. Also opens the board painter, and keeps the Palette (the
// board library) up to date when the user's board library changes.
class SalmonPropertiesPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit SalmonPropertiesPanel(SalmonCourseDocument *document, QWidget *parent = nullptr);

    SalmonCourseProperties *riverProperties() const { return m_river; }
    SalmonBoardProperties *boardProperties() const { return m_board; }
    SalmonCensusPanel *census() const { return m_census; }

private:
    void openBoardPainter();
    void refreshPalette();

    SalmonCourseDocument *m_document;
    SalmonCourseProperties *m_river;
    SalmonBoardProperties *m_board;
    SalmonCensusPanel *m_census;
};

} // namespace cw::salmon
