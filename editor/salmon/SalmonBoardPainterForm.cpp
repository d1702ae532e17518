#include "SalmonBoardPainterForm.h"

#include "SalmonBoardPainterDocument.h"
#include "SalmonChangeBoard.h"
#include "SalmonUserBoardLibrary.h"
#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonRiverBoard.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace cw::salmon {

namespace {
QString roleName(BoardRole role)
{
    switch (role) {
    case BoardRole::Start:
        return SalmonBoardPainterForm::tr("Start board");
    case BoardRole::Middle:
        return SalmonBoardPainterForm::tr("Middle board");
    case BoardRole::Finish:
        return SalmonBoardPainterForm::tr("Finish board");
    }
    return {};
}

QComboBox *roleBox(QWidget *parent)
{
    auto *box = new QComboBox(parent);
    for (BoardRole role : {BoardRole::Start, BoardRole::Middle, BoardRole::Finish})
        box->addItem(QString(), int(role));
    return box;
}
} // namespace

SalmonBoardPainterForm::SalmonBoardPainterForm(SalmonBoardPainterDocument *document,
                                               QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setMaximumWidth(320);
    QWidget *column = this;
    m_boardBox = new QGroupBox(column);
    m_id = new QLineEdit(m_boardBox);
    m_id->setMaxLength(SalmonRiverBoard::MaxIdLength);
    m_id->setObjectName(QStringLiteral("boardId"));
    m_name = new QLineEdit(m_boardBox);
    m_name->setMaxLength(SalmonRiverBoard::MaxNameLength);
    m_name->setObjectName(QStringLiteral("boardName"));
    m_role = roleBox(m_boardBox);
    m_role->setObjectName(QStringLiteral("boardRole"));
    m_difficulty = new QComboBox(m_boardBox);
    m_difficulty->setObjectName(QStringLiteral("boardDifficulty"));
    for (Difficulty d : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard})
        m_difficulty->addItem(QString(), int(d));
    m_boardForm = new QFormLayout(m_boardBox);
    m_boardForm->addRow(new QLabel(m_boardBox), m_id);
    m_boardForm->addRow(new QLabel(m_boardBox), m_name);
    m_boardForm->addRow(new QLabel(m_boardBox), m_role);
    m_boardForm->addRow(new QLabel(m_boardBox), m_difficulty);

    m_newBox = new QGroupBox(column);
    m_columns = new QSpinBox(m_newBox);
    m_columns->setRange(2, SalmonRiverBoard::MaxColumns);
    m_columns->setValue(7);
    m_rows = new QSpinBox(m_newBox);
    m_rows->setRange(2, SalmonRiverBoard::MaxRows);
    m_rows->setValue(6);
    m_newRole = roleBox(m_newBox);
    m_newRole->setObjectName(QStringLiteral("newBoardRole"));
    m_newRole->setCurrentIndex(1);
    m_blank = new QPushButton(m_newBox);
    m_blank->setObjectName(QStringLiteral("newBlankBoard"));
    m_source = new QComboBox(m_newBox);
    m_source->setObjectName(QStringLiteral("boardSource"));
    m_duplicate = new QPushButton(m_newBox);
    m_duplicate->setObjectName(QStringLiteral("startFromBoard"));
    m_newForm = new QFormLayout(m_newBox);
    m_newForm->addRow(new QLabel(m_newBox), m_columns);
    m_newForm->addRow(new QLabel(m_newBox), m_rows);
    m_newForm->addRow(new QLabel(m_newBox), m_newRole);
    m_newForm->addRow(m_blank);
    m_newForm->addRow(new QLabel(m_newBox), m_source);
    m_newForm->addRow(m_duplicate);

    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_boardBox);
    layout->addWidget(m_newBox);
    layout->addStretch(1);

    connect(m_id, &QLineEdit::editingFinished, this, &SalmonBoardPainterForm::pushProperties);
    connect(m_name, &QLineEdit::editingFinished, this, &SalmonBoardPainterForm::pushProperties);
    connect(m_role, &QComboBox::activated, this, &SalmonBoardPainterForm::pushProperties);
    connect(m_difficulty, &QComboBox::activated, this, &SalmonBoardPainterForm::pushProperties);
    connect(m_blank, &QPushButton::clicked, this, &SalmonBoardPainterForm::newBlankBoard);
    connect(m_duplicate, &QPushButton::clicked, this,
            [this] { startFrom(m_source->currentData().toString()); });
    connect(document, &SalmonBoardPainterDocument::changed, this, &SalmonBoardPainterForm::sync);
    connect(&SalmonUserBoardLibrary::instance(), &SalmonUserBoardLibrary::changed, this,
            &SalmonBoardPainterForm::fillSources);
    fillSources();
    retranslate();
}

void SalmonBoardPainterForm::fillSources()
{
    const QString current = m_source->currentData().toString();
    const QSignalBlocker blocker(m_source);
    m_source->clear();
    for (const SalmonRiverBoard &board : SalmonBoardLibrary::all())
        m_source->addItem(QStringLiteral("%1 · %2").arg(board.id, board.displayName()), board.id);
    for (const SalmonRiverBoard &board : SalmonUserBoardLibrary::instance().boards())
        m_source->addItem(QStringLiteral("%1 · %2").arg(board.id, board.displayName()), board.id);
    m_source->setCurrentIndex(std::max(0, m_source->findData(current)));
}

void SalmonBoardPainterForm::newBlankBoard()
{
    SalmonRiverBoard board = SalmonBoardPainterDocument::blankBoard(
        m_columns->value(), m_rows->value(), BoardRole(m_newRole->currentData().toInt()));
    board.id = SalmonUserBoardLibrary::instance().uniqueId(tr("My board"));
    board.sheet = board.id;
    m_document->undoStack()->push(new SalmonChangeBoard(m_document, board, tr("New Blank Board")));
}

// A user board opens as itself (to be changed and saved again); a built-in one as a copy.
void SalmonBoardPainterForm::startFrom(const QString &boardId)
{
    if (const SalmonRiverBoard *own = SalmonUserBoardLibrary::instance().find(boardId)) {
        m_document->undoStack()->push(
            new SalmonChangeBoard(m_document, *own, tr("Open Board %1").arg(boardId)));
    } else if (const SalmonRiverBoard *builtIn = SalmonBoardLibrary::find(boardId)) {
        m_document->undoStack()->push(
            new SalmonChangeBoard(m_document, SalmonBoardPainterDocument::duplicate(*builtIn),
                                  tr("Copy Board %1").arg(boardId)));
    }
}

void SalmonBoardPainterForm::pushProperties()
{
    SalmonRiverBoard board = m_document->board();
    board.id = m_id->text().trimmed();
    board.sheet = board.id; // a custom board is its own sheet
    board.name = m_name->text().trimmed();
    board.role = BoardRole(m_role->currentData().toInt());
    board.difficulty = Difficulty(m_difficulty->currentData().toInt());
    if (!(board == m_document->board()))
        m_document->undoStack()->push(new SalmonChangeBoard(m_document, board, tr("Change Board")));
}

void SalmonBoardPainterForm::sync()
{
    const SalmonRiverBoard &board = m_document->board();
    if (!m_id->hasFocus())
        m_id->setText(board.id);
    if (!m_name->hasFocus())
        m_name->setText(board.name);
    m_role->setCurrentIndex(m_role->findData(int(board.role)));
    m_difficulty->setCurrentIndex(m_difficulty->findData(int(board.difficulty)));
}

void SalmonBoardPainterForm::retranslate()
{
    m_boardBox->setTitle(tr("Board"));
    m_boardForm->labelForField(m_id)->setProperty("text", tr("Id:"));
    m_boardForm->labelForField(m_name)->setProperty("text", tr("Name:"));
    m_boardForm->labelForField(m_role)->setProperty("text", tr("Role:"));
    m_boardForm->labelForField(m_difficulty)->setProperty("text", tr("Difficulty:"));
    for (QComboBox *box : {m_role, m_newRole})
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, roleName(BoardRole(box->itemData(i).toInt())));
    m_difficulty->setItemText(0, tr("Easy"));
    m_difficulty->setItemText(1, tr("Medium"));
    m_difficulty->setItemText(2, tr("Hard"));
    m_newBox->setTitle(tr("Start a board"));
    m_newForm->labelForField(m_columns)->setProperty("text", tr("Columns:"));
    m_newForm->labelForField(m_rows)->setProperty("text", tr("Rows:"));
    m_newForm->labelForField(m_newRole)->setProperty("text", tr("Role:"));
    m_newForm->labelForField(m_source)->setProperty("text", tr("From:"));
    m_blank->setText(tr("New Blank Board"));
    m_duplicate->setText(tr("Start from This Board"));
    m_duplicate->setToolTip(tr("A built-in side is copied under a new id; one of your boards "
                               "opens to be changed."));
    sync();
}

void SalmonBoardPainterForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace cw::salmon
