#include "SalmonPropertiesPanel.h"

#include "SalmonBoardPainterDialog.h"
#include "SalmonBoardProperties.h"
#include "SalmonCensusPanel.h"
#include "SalmonCourseDocument.h"
#include "SalmonCourseProperties.h"
#include "SalmonKindEditor.h"
#include "SalmonUserBoardLibrary.h"
#include "core/CourseKindEditors.h"
#include "core/PaletteDock.h"

#include <QEvent>
#include <QFrame>
#include <QPushButton>
#include <QVBoxLayout>

namespace cw::salmon {

namespace {
QFrame *separator(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

// The painter button's text, retranslated with the panel.
class PainterButton : public QPushButton {
public:
    explicit PainterButton(QWidget *parent) : QPushButton(parent) { retranslate(); }

protected:
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QPushButton::changeEvent(event);
    }

private:
    void retranslate()
    {
        setText(SalmonPropertiesPanel::tr("Board Painter…"));
        setToolTip(SalmonPropertiesPanel::tr(
            "Make your own boards: paint terrain, symbols and currents, then save them to your "
            "board library, where the Palette lists them."));
    }
};
} // namespace

SalmonPropertiesPanel::SalmonPropertiesPanel(SalmonCourseDocument *document, QWidget *parent)
    : QScrollArea(parent), m_document(document)
{
    setObjectName(QStringLiteral("propertiesPanel"));
    setWidgetResizable(true);
    setFrameShape(NoFrame);
    auto *content = new QWidget(this);
    m_river = new SalmonCourseProperties(document, content);
    m_board = new SalmonBoardProperties(document, content);
    m_census = new SalmonCensusPanel(document, content);
    auto *painter = new PainterButton(content);
    painter->setObjectName(QStringLiteral("openBoardPainter"));
    auto *layout = new QVBoxLayout(content);
    // The selected board first: it is what a click on the canvas is about.
    layout->addWidget(m_board);
    layout->addWidget(separator(content));
    layout->addWidget(m_river);
    layout->addWidget(painter);
    layout->addWidget(separator(content));
    layout->addWidget(m_census);
    layout->addStretch(1);
    setWidget(content);
    connect(painter, &QPushButton::clicked, this, &SalmonPropertiesPanel::openBoardPainter);
    connect(&SalmonUserBoardLibrary::instance(), &SalmonUserBoardLibrary::changed, this,
            &SalmonPropertiesPanel::refreshPalette);
}

void SalmonPropertiesPanel::openBoardPainter()
{
    PiecePainterDialog::showOne<SalmonBoardPainterDialog>(
        window(), [this] { return new SalmonBoardPainterDialog(window()); });
}

// The Palette lists the user's boards: it is asked for its entries again when they change.
void SalmonPropertiesPanel::refreshPalette()
{
    if (!window())
        return;
    for (PaletteDock *palette : window()->findChildren<PaletteDock *>())
        palette->setKind(findCourseKindEditor(m_document->kindId()));
}

} // namespace cw::salmon
