#include "CourseEditorWindow.h"

#include "CourseCanvas.h"
#include "CourseDocument.h"
#include "CourseEditorMenus.h"
#include "CourseExporter.h"
#include "CourseFileNames.h"
#include "CourseKindEditor.h"
#include "CourseKindEditors.h"
#include "FieldNames.h"
#include "PaletteDock.h"
#include "PlainText.h"
#include "RecentFiles.h"
#include "ValidationDock.h"
#include "WheelNeedsFocus.h"
#include "lab/LabDock.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

// The window itself: its parts and menus, the document it edits, its title and language. Its file
// lifecycle is in CourseEditorWindowFiles.cpp, its dock sizes in CourseEditorWindowDocks.cpp, its
// checks and the commands on the whole course in CourseEditorWindowActions.cpp.
namespace cw {

namespace {
// The layout's settings: "courseEditor/geometry" and "courseEditor/state" (DockLayout).
const QString LayoutSettingsPrefix = QStringLiteral("courseEditor");
// 2: the canvas sits in a holder that stays the central widget (states saved by version 1 could
// have been saved with the canvas squashed, and are dropped).
constexpr int LayoutStateVersion = 2;
constexpr QSize PreferredSize(1400, 860);
// What an edit did beyond what was asked, or why it could not be done: read at leisure.
constexpr int MessageTimeoutMs = 10000;
} // namespace

CourseEditorWindow::CourseEditorWindow(QWidget *parent)
    : QMainWindow(parent), m_undoGroup(new QUndoGroup(this)),
      m_menus(new CourseEditorMenus(this, m_undoGroup)),
      m_recent(new RecentFiles(m_menus->openRecent, this)), m_palette(new PaletteDock(this)),
      m_propertiesDock(new QDockWidget(this)), m_validation(new ValidationDock(this)),
      m_historyDock(new QDockWidget(this)), m_undoView(new QUndoView(m_undoGroup, m_historyDock)),
      m_summary(new QLabel(this)), m_exporter(new CourseExporter(this)),
      m_canvasHolder(new QWidget(this)),
      m_layout(
          this, LayoutSettingsPrefix, LayoutStateVersion,
          {m_palette, m_historyDock, m_propertiesDock, m_validation}, [this] { placeDocks(); },
          [this] { sizeDocks(); })
{
    setObjectName(QStringLiteral("courseEditor"));
    WheelNeedsFocus::protect(this);
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    m_propertiesDock->setObjectName(QStringLiteral("propertiesDock"));
    m_historyDock->setObjectName(QStringLiteral("undoHistoryDock"));
    m_undoView->setObjectName(QStringLiteral("undoView"));
    m_historyDock->setWidget(m_undoView);
    // The central widget never changes: a main window without one hands its room to the docks
    // and keeps those sizes when the next one comes (the canvas squashed under Validation).
    m_canvasHolder->setObjectName(QStringLiteral("canvasHolder"));
    auto *holderLayout = new QVBoxLayout(m_canvasHolder);
    holderLayout->setContentsMargins(0, 0, 0, 0);
    setCentralWidget(m_canvasHolder);
    m_layout.placeDocks();
    for (QDockWidget *dock : m_layout.docks())
        m_menus->addDockToggle(dock->toggleViewAction());
    m_summary->setObjectName(QStringLiteral("validationSummary"));
    statusBar()->addPermanentWidget(m_summary);

    connect(m_menus->newCourse, &QAction::triggered, this, &CourseEditorWindow::chooseNewCourse);
    connect(m_menus->open, &QAction::triggered, this, &CourseEditorWindow::chooseFileToOpen);
    connect(m_recent, &RecentFiles::fileChosen, this, &CourseEditorWindow::openRecent);
    connect(m_menus->save, &QAction::triggered, this, &CourseEditorWindow::save);
    connect(m_menus->saveAs, &QAction::triggered, this, &CourseEditorWindow::saveAs);
    connect(m_menus->revert, &QAction::triggered, this, &CourseEditorWindow::askRevert);
    connect(m_menus->print, &QAction::triggered, this, &CourseEditorWindow::printCourse);
    connect(m_menus->exportPdf, &QAction::triggered, this,
            [this] { exportCourse(QStringLiteral("pdf")); });
    connect(m_menus->exportSvg, &QAction::triggered, this,
            [this] { exportCourse(QStringLiteral("svg")); });
    connect(m_menus->exportPng, &QAction::triggered, this,
            [this] { exportCourse(QStringLiteral("png")); });
    connect(m_menus->printGameKit, &QAction::triggered, this, &CourseEditorWindow::printGameKit);
    connect(m_menus->editorGuide, &QAction::triggered, this, &CourseEditorWindow::guideRequested);
    connect(m_menus->close, &QAction::triggered, this, &QWidget::close);
    connect(m_menus->deleteSelection, &QAction::triggered, this, [this] {
        if (m_document->canDeleteSelection())
            m_document->deleteSelection();
    });
    connect(m_menus->zoomIn, &QAction::triggered, this, [this] { m_canvas->zoomIn(); });
    connect(m_menus->zoomOut, &QAction::triggered, this, [this] { m_canvas->zoomOut(); });
    connect(m_menus->fitToWindow, &QAction::triggered, this, [this] { m_canvas->fitToWindow(); });
    connect(m_menus->resetLayout, &QAction::triggered, this, &CourseEditorWindow::resetLayout);
    connect(m_menus->validate, &QAction::triggered, this, &CourseEditorWindow::validate);
    connect(m_menus->play, &QAction::triggered, this, &CourseEditorWindow::playCourse);
    connect(m_menus->playOnline, &QAction::triggered, this, &CourseEditorWindow::playCourseOnline);
    connect(m_menus->testCourse, &QAction::triggered, this, &CourseEditorWindow::testCourse);
    connect(m_menus->findFairer, &QAction::triggered, this, &CourseEditorWindow::findFairerCourse);
    connect(m_palette, &PaletteDock::entryActivated, this,
            [this](const QString &id) { m_document->addFromPalette(id, std::nullopt); });
    connect(m_validation, &ValidationDock::problemActivated, this,
            &CourseEditorWindow::selectProblem);
    connect(m_undoGroup, &QUndoGroup::cleanChanged, this, &CourseEditorWindow::updateTitle);
    connect(m_exporter, &CourseExporter::progress, this, [this](const QString &message) {
        statusBar()->showMessage(message);
        updateActions(); // one job at a time
    });
    connect(m_exporter, &CourseExporter::finished, this, [this](bool ok, const QString &message) {
        statusBar()->showMessage(message, StatusTimeoutMs);
        if (!ok)
            showError(tr("Cannot print or export the course"), message);
        updateActions();
    });

    m_layout.restoreGeometry(PreferredSize);
    retranslate();
    newDefaultCourse(courseKindEditors().front()->kindId());
}

CourseEditorWindow::~CourseEditorWindow()
{
    // Removing the document's stack from the group signals the window: not any more. The canvas
    // and the panel refer to the document: they go before it.
    disconnect(m_undoGroup, nullptr, this, nullptr);
    delete m_lab; // stops a run or search in progress and takes the heat map off the canvas
    delete m_canvas;
    delete m_properties;
    m_document.reset();
}

QUndoStack *CourseEditorWindow::undoStack() const
{
    return m_document->undoStack();
}

bool CourseEditorWindow::isModified() const
{
    return !m_document->undoStack()->isClean();
}

QStringList CourseEditorWindow::recentFiles() const
{
    return m_recent->files();
}

void CourseEditorWindow::setDocument(std::unique_ptr<CourseDocument> document,
                                     const CourseKindEditor *kind, const QString &path)
{
    if (m_kind && kind != m_kind)
        rememberPaletteHeight();
    const bool newKind = kind != m_kind;
    // The old canvas and panel refer to the old document: they go before it does.
    std::unique_ptr<CourseDocument> old = std::move(m_document);
    qDeleteAll(m_kindActions); // they act on the old document
    m_kindActions.clear();
    delete m_properties;
    m_properties = nullptr;
    m_document = std::move(document);
    m_kind = kind;
    m_filePath = path;
    m_readOnly = CourseFileNames::isBuiltIn(path);

    delete m_canvas;
    m_canvas = kind->createCanvas(m_document.get(), m_canvasHolder);
    m_canvasHolder->layout()->addWidget(m_canvas);
    m_properties = kind->createPropertiesPanel(m_document.get(), m_propertiesDock);
    PlainText::plainLabels(m_properties); // names from the file, shown as written
    nameFieldsByLabels(m_properties);
    m_properties->setAccessibleName(m_propertiesDock->windowTitle());
    m_propertiesDock->setWidget(m_properties);
    propertiesContent()->installEventFilter(this);
    m_palette->setKind(kind);
    m_kindActions = kind->createFileActions(m_document.get(), this);
    const QList<QAction *> fileActions = m_menus->file->actions();
    m_menus->file->insertActions(fileActions.value(fileActions.indexOf(m_menus->exportPng) + 1),
                                 m_kindActions);
    if (old)
        m_undoGroup->removeStack(old->undoStack());
    old.reset();
    m_undoGroup->addStack(m_document->undoStack());
    m_undoGroup->setActiveStack(m_document->undoStack());

    connect(m_document.get(), &CourseDocument::changed, this, &CourseEditorWindow::runChecks);
    connect(m_document.get(), &CourseDocument::selectionChanged, this,
            &CourseEditorWindow::updateActions);
    connect(m_document.get(), &CourseDocument::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, MessageTimeoutMs); });
    connect(m_canvas, &CourseCanvas::dropHint, this, [this](const QString &text) {
        if (text.isEmpty())
            statusBar()->clearMessage();
        else
            statusBar()->showMessage(text);
    });
    runChecks();
    updateTitle();
    if (newKind)
        fitDocksToKind();
    emit documentReplaced();
}

void CourseEditorWindow::updateTitle()
{
    QString file = m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
    if (m_readOnly)
        file = tr("%1 (read-only)").arg(file);
    setWindowTitle(tr("%1[*] — Course Editor").arg(file));
    setWindowModified(m_document && isModified());
    m_menus->save->setText(m_readOnly ? tr("&Save a Copy…") : tr("&Save"));
    if (m_document)
        updateActions();
}

void CourseEditorWindow::showError(const QString &title, const QString &message)
{
    m_lastError = message;
    if (!m_quiet)
        PlainText::warning(this, title, message);
}

void CourseEditorWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void CourseEditorWindow::retranslate()
{
    m_menus->retranslate();
    m_recent->retranslate();
    menuBar()->setAccessibleName(tr("Menu bar")); // what a screen reader names it (issue 54)
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_historyDock->setWindowTitle(tr("Undo History"));
    m_undoView->setAccessibleName(m_historyDock->windowTitle()); // for screen readers (issue 54)
    if (m_properties)
        m_properties->setAccessibleName(m_propertiesDock->windowTitle());
    m_undoView->setEmptyLabel(tr("<course as opened>"));
    if (m_document) {
        m_summary->setText(ValidationDock::summary(m_problems));
        updateTitle();
    }
}

} // namespace cw
