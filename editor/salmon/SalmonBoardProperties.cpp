#include "SalmonBoardProperties.h"

#include "SalmonCourseDocument.h"
#include "SalmonCourseEdits.h"
#include "SalmonPieceMoves.h"
#include "core/CourseKindEditor.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace cw::salmon {

SalmonBoardProperties::SalmonBoardProperties(SalmonCourseDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_board(new QLabel(this)),
      m_flip(new QPushButton(this)), m_shift(new QComboBox(this)), m_down(new QPushButton(this)),
      m_up(new QPushButton(this)), m_remove(new QPushButton(this))
{
    setObjectName(QStringLiteral("salmonBoardProperties"));
    m_title->setObjectName(QStringLiteral("boardTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_board->setObjectName(QStringLiteral("boardName"));
    m_board->setWordWrap(true);
    m_flip->setObjectName(QStringLiteral("flipBoard"));
    m_shift->setObjectName(QStringLiteral("boardShift"));
    m_shift->setProperty(CourseKindEditor::FieldProperty, QStringLiteral("shift"));
    m_down->setObjectName(QStringLiteral("moveBoardDownstream"));
    m_up->setObjectName(QStringLiteral("moveBoardUpstream"));
    m_remove->setObjectName(QStringLiteral("removeBoard"));

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(new QLabel(this), m_board);
    m_form->addRow(new QLabel(this), m_flip);
    m_form->addRow(new QLabel(this), m_shift);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_down);
    buttons->addWidget(m_up);
    buttons->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(m_form);
    layout->addLayout(buttons);

    connect(m_flip, &QPushButton::clicked, this,
            [this] { m_document->flipBoard(m_document->selectedBoard()); });
    connect(m_shift, &QComboBox::activated, this, [this](int item) {
        m_document->shiftBoard(m_document->selectedBoard(), m_shift->itemData(item).toInt());
    });
    connect(m_down, &QPushButton::clicked, this,
            [this] { m_document->moveBoard(m_document->selectedBoard(), -1); });
    connect(m_up, &QPushButton::clicked, this,
            [this] { m_document->moveBoard(m_document->selectedBoard(), +1); });
    connect(m_remove, &QPushButton::clicked, this,
            [this] { m_document->removeBoard(m_document->selectedBoard()); });
    connect(document, &SalmonCourseDocument::changed, this, &SalmonBoardProperties::sync);
    connect(document, &SalmonCourseDocument::selectionChanged, this, &SalmonBoardProperties::sync);
    retranslate();
}

void SalmonBoardProperties::sync()
{
    const SalmonCourse &river = m_document->river();
    const int index = m_document->selectedBoard();
    const bool selected = index >= 0 && index < int(river.boards.size());
    setEnabled(selected);
    const QSignalBlocker blocker(m_shift);
    m_shift->clear();
    if (!selected) {
        m_title->setText(tr("Board"));
        m_board->setText(tr("Click a board in the river to select it."));
        m_flip->setText(tr("Flip"));
        return;
    }
    const BoardPlacement &placement = river.boards[std::size_t(index)];
    const SalmonRiverBoard *board = m_document->findBoard(placement.board);
    m_title->setText(tr("Board %1 of %2").arg(index + 1).arg(river.boards.size()));
    // "Board 1, easy side (1E)"; a board named by its id says it once.
    const QString name = board ? board->displayName() : QString();
    m_board->setText(!board ? tr("Unknown board “%1”").arg(placement.board)
                     : name.startsWith(placement.board) ? name
                                                        : tr("%1 (%2)").arg(name, placement.board));
    const QString other = m_document->otherSide(index);
    m_flip->setEnabled(!other.isEmpty());
    m_flip->setText(other.isEmpty() ? tr("No other side") : tr("Flip to %1").arg(other));
    const std::vector<int> aligned = edits::alignedShiftsAt(river, index);
    for (int shift : aligned)
        m_shift->addItem(shift == 0  ? tr("Centred (0)")
                         : shift < 0 ? tr("%1 columns left").arg(-shift)
                                     : tr("%1 columns right").arg(shift),
                         shift);
    const int current = m_shift->findData(placement.shift);
    if (current < 0 && index > 0)
        m_shift->insertItem(0, tr("%1 (does not line up)").arg(placement.shift), placement.shift);
    m_shift->setCurrentIndex(std::max(current, 0));
    m_shift->setEnabled(index > 0 && !aligned.empty());
    if (index == 0)
        m_shift->addItem(tr("First board: no shift"));
    // The buttons refuse what a drag or Alt+arrow refuses (SalmonPieceMoves), and say why.
    const SalmonPieceMoves moves(river);
    const auto offer = [&](QPushButton *button, int to, const QString &what) {
        const SalmonPieceMoves::Outcome outcome = moves.moveBoard(index, to);
        button->setEnabled(outcome.possible);
        const QString why = outcome.possible || outcome.text.isEmpty() ? what : outcome.text;
        button->setToolTip(why);
        button->setAccessibleDescription(why);
    };
    offer(m_down, index - 1, tr("Move the board one place towards the start."));
    offer(m_up, index + 1, tr("Move the board one place towards the spawning ground."));
}

void SalmonBoardProperties::retranslate()
{
    m_form->labelForField(m_board)->setProperty("text", tr("Side:"));
    m_form->labelForField(m_flip)->setProperty("text", tr("Other side:"));
    m_form->labelForField(m_shift)->setProperty("text", tr("Shift:"));
    m_shift->setToolTip(tr("Where the board sits sideways against the board before it: only the "
                           "positions where their water lines up are offered. You can also drag "
                           "the board sideways on the canvas."));
    m_down->setText(tr("Downstream"));
    m_up->setText(tr("Upstream"));
    m_remove->setText(tr("Remove"));
    sync();
}

void SalmonBoardProperties::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw::salmon
