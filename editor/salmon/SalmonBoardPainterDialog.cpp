#include "SalmonBoardPainterDialog.h"
#include "core/PlainText.h"

#include "SalmonBoardPainterDocument.h"
#include "SalmonBoardPainterForm.h"
#include "SalmonBoardPainterView.h"
#include "SalmonUserBoardLibrary.h"
#include "core/PieceDraft.h"
#include "salmon/SalmonBoardLibrary.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace cw::salmon {

namespace {
using Tool = SalmonBoardPainterView::Tool;
constexpr Tool Tools[] = {Tool::Water,  Tool::Rock,       Tool::Waterfall, Tool::Land,
                          Tool::Symbol, Tool::BearPaw,    Tool::Start,     Tool::Spawn,
                          Tool::Arrow,  Tool::EraseArrows};

QString toolName(Tool tool)
{
    switch (tool) {
    case Tool::Water:
        return SalmonBoardPainterDialog::tr("Water");
    case Tool::Rock:
        return SalmonBoardPainterDialog::tr("Rock");
    case Tool::Waterfall:
        return SalmonBoardPainterDialog::tr("Waterfall");
    case Tool::Land:
        return SalmonBoardPainterDialog::tr("Land");
    case Tool::Symbol:
        return SalmonBoardPainterDialog::tr("Symbol");
    case Tool::BearPaw:
        return SalmonBoardPainterDialog::tr("Bear paw");
    case Tool::Start:
        return SalmonBoardPainterDialog::tr("Start hex");
    case Tool::Spawn:
        return SalmonBoardPainterDialog::tr("Spawning ground");
    case Tool::Arrow:
        return SalmonBoardPainterDialog::tr("Current arrow");
    case Tool::EraseArrows:
        return SalmonBoardPainterDialog::tr("Erase arrows");
    }
    return {};
}

} // namespace

PieceDraft &SalmonBoardPainterDialog::draft()
{
    static PieceDraft draft(QStringLiteral("board-painter-draft.json"));
    return draft;
}

SalmonBoardPainterDialog::SalmonBoardPainterDialog(QWidget *parent)
    : PiecePainterDialog(draft(), parent), m_document(new SalmonBoardPainterDocument(this)),
      m_view(new SalmonBoardPainterView(m_document, this)),
      m_form(new SalmonBoardPainterForm(m_document, this)), m_status(new QLabel(this)),
      m_problems(new QListWidget(this))
{
    setObjectName(QStringLiteral("boardPainter"));
    m_status->setObjectName(QStringLiteral("boardStatus"));
    m_status->setWordWrap(true);
    m_problems->setObjectName(QStringLiteral("boardProblems"));
    m_problems->setMaximumHeight(110);
    m_problems->setWordWrap(true); // a message reads whole, without scrolling sideways
    m_problems->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_undo = new QPushButton(this);
    m_redo = new QPushButton(this);
    m_save = new QPushButton(this);
    m_close = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("saveBoard"));
    m_save->setDefault(true);

    auto *centre = new QVBoxLayout;
    centre->addWidget(m_view, 1);
    centre->addWidget(m_status);
    centre->addWidget(m_problems);
    auto *main = new QHBoxLayout;
    main->addWidget(createTools());
    main->addLayout(centre, 1);
    main->addWidget(m_form);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_undo);
    buttons->addWidget(m_redo);
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(main, 1);
    layout->addLayout(buttons);

    QUndoStack *stack = m_document->undoStack();
    connect(m_undo, &QPushButton::clicked, stack, &QUndoStack::undo);
    connect(m_redo, &QPushButton::clicked, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QPushButton::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QPushButton::setEnabled);
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, &SalmonBoardPainterDialog::saveToLibrary);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_document, &SalmonBoardPainterDocument::changed, this,
            &SalmonBoardPainterDialog::sync);
    retranslate();
    if (const QString message = start(stack); !message.isEmpty())
        m_status->setText(message + QLatin1Char(' ') + m_status->text());
    resize(1100, 640); // Names and ids are shown as typed, in the status line and the forms alike.
    PlainText::plainLabels(this);
}

QJsonObject SalmonBoardPainterDialog::pieceJson() const
{
    return m_document->board().toJson();
}

bool SalmonBoardPainterDialog::restorePiece(const QJsonObject &json, QString *error)
{
    CourseProblems problems;
    const std::optional<SalmonRiverBoard> board =
        SalmonRiverBoard::read(json, QString(), &problems);
    if (!board) {
        *error = problemTexts(problems).join(QStringLiteral("; "));
        return false;
    }
    m_document->setBoard(*board);
    return true;
}

QString SalmonBoardPainterDialog::pieceName() const
{
    return m_document->board().id;
}

PiecePainterDialog::Question SalmonBoardPainterDialog::question() const
{
    return {tr("Unsaved board"), tr("The board “%1” is not saved to your board library."),
            tr("Save it to the library now, keep it as a draft that the Board Painter opens on "
               "next time, or discard it.")};
}

void SalmonBoardPainterDialog::showStatus(const QString &message)
{
    m_status->setText(message);
}

QString SalmonBoardPainterDialog::restoredMessage(const QString &name) const
{
    return tr("Your unsaved board “%1” is back as you left it.").arg(name);
}

QWidget *SalmonBoardPainterDialog::createTools()
{
    m_toolBox = new QGroupBox(this);
    auto *layout = new QVBoxLayout(m_toolBox);
    m_tools = new QButtonGroup(this);
    for (Tool tool : Tools) {
        auto *button = new QToolButton(m_toolBox);
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setChecked(tool == m_view->tool());
        m_tools->addButton(button, int(tool));
        layout->addWidget(button);
        if (tool == Tool::Symbol) {
            m_symbol = new QComboBox(m_toolBox);
            m_symbol->setObjectName(QStringLiteral("paintSymbol"));
            for (int s = 0; s < SymbolCount; ++s)
                m_symbol->addItem(QString(), s);
            m_symbol->setCurrentIndex(int(Symbol::Swim));
            layout->addWidget(m_symbol);
        }
    }
    layout->addStretch(1);
    connect(m_tools, &QButtonGroup::idClicked, this, [this](int id) { m_view->setTool(Tool(id)); });
    connect(m_symbol, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_view->setSymbol(Symbol(m_symbol->itemData(index).toInt()));
        m_view->setTool(Tool::Symbol);
        m_tools->button(int(Tool::Symbol))->setChecked(true);
    });
    return m_toolBox;
}

void SalmonBoardPainterDialog::setTool(Tool tool)
{
    m_tools->button(int(tool))->setChecked(true);
    m_view->setTool(tool);
}

bool SalmonBoardPainterDialog::saveToLibrary()
{
    m_form->pushProperties(); // a field still being typed in
    SalmonRiverBoard board = m_document->board();
    if (board.sheet.isEmpty())
        board.sheet = board.id;
    if (!SalmonUserBoardLibrary::instance().save(board, &m_lastError)) {
        m_status->setText(m_lastError);
        return false;
    }
    m_lastError.clear();
    markSaved();
    m_status->setText(tr("Saved “%1” to your board library.").arg(board.id));
    return true;
}

void SalmonBoardPainterDialog::sync()
{
    const SalmonRiverBoard &board = m_document->board();
    m_problems->clear();
    int errors = 0;
    for (const SalmonBoardPainterDocument::Issue &issue : m_document->issues()) {
        auto *item =
            new QListWidgetItem(style()->standardIcon(issue.error ? QStyle::SP_MessageBoxCritical
                                                                  : QStyle::SP_MessageBoxWarning),
                                issue.message, m_problems);
        item->setToolTip(PlainText::toolTip(issue.message));
        errors += issue.error;
    }
    const QString idProblem = SalmonUserBoardLibrary::isValidId(board.id)
                                  ? QString()
                                  : tr(" Choose another id before saving.");
    m_status->setText(
        (m_document->issues().empty()
             ? tr("%1 × %2 hexes. Checked between the start and finish boards: no problems.")
                   .arg(board.columns)
                   .arg(board.rows)
             : tr("%1 × %2 hexes. Checked between the start and finish boards: %n error(s).",
                  nullptr, errors)
                   .arg(board.columns)
                   .arg(board.rows)) +
        idProblem);
}

void SalmonBoardPainterDialog::retranslate()
{
    setWindowTitle(tr("Board Painter"));
    m_toolBox->setTitle(tr("Tools"));
    for (Tool tool : Tools)
        m_tools->button(int(tool))->setText(toolName(tool));
    m_tools->button(int(Tool::Arrow))
        ->setToolTip(tr("Click a hex, then the neighbour its current flows to: the first arrow "
                        "is arrow 1, the next arrow 2. Click an arrow's neighbour again to "
                        "remove it."));
    for (int i = 0; i < m_symbol->count(); ++i)
        m_symbol->setItemText(i, i == 0 ? tr("No symbol (erase)") : symbolName(Symbol(i)));
    m_undo->setText(tr("Undo"));
    m_redo->setText(tr("Redo"));
    m_save->setText(tr("Save to Library"));
    m_close->setText(tr("Close"));
    sync();
}

void SalmonBoardPainterDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SalmonBoardPainterDialog::startFrom(const QString &boardId)
{
    m_form->startFrom(boardId);
}

} // namespace cw::salmon
