#include "CourseEditorWindow.h"

#include "CourseCanvas.h"
#include "CourseDocument.h"
#include "CourseEditorMenus.h"
#include "CourseExporter.h"
#include "CourseFileNames.h"
#include "CourseKindEditor.h"
#include "CourseKindEditors.h"
#include "FitOnScreen.h"
#include "GameKitDialog.h"
#include "PaletteDock.h"
#include "RecentFiles.h"
#include "SavedWindowLayout.h"
#include "ValidationDock.h"
#include "WheelNeedsFocus.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"
#include "lab/LabDock.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>

namespace cw {

namespace {
const QString GeometryKey = QStringLiteral("courseEditor/geometry");
const QString StateKey = QStringLiteral("courseEditor/state");
const QString LastDirKey = QStringLiteral("courseEditor/lastDirectory");
// Each kind's palette height as the user left it: "courseEditor/paletteHeight/<kind>".
const QString PaletteHeightGroup = QStringLiteral("courseEditor/paletteHeight");
// The palette's default share of the dock column: enough rows of pieces to choose from, with room
// left for the Properties.
constexpr double PaletteShare = 0.4;
// 2: the canvas sits in a holder that stays the central widget (states saved by version 1 could
// have been saved with the canvas squashed, and are dropped).
constexpr int StateVersion = 2;
// A restored layout must leave the canvas at least this share of the window's width and height;
// one that does not (a damaged state, a screen much smaller than the one it was saved on) gives
// way to the default layout.
constexpr double MinCanvasShare = 0.4;
// The Undo History keeps a few steps in view when the properties want the column.
constexpr int MinHistoryHeight = 120;
constexpr QSize PreferredSize(1400, 860);
constexpr int StatusTimeoutMs = 5000;
// What an edit did beyond what was asked, or why it could not be done: read at leisure.
constexpr int MessageTimeoutMs = 10000;

using CourseFileNames::isBuiltIn;
} // namespace

CourseEditorWindow::CourseEditorWindow(QWidget *parent)
    : QMainWindow(parent), m_undoGroup(new QUndoGroup(this)),
      m_menus(new CourseEditorMenus(this, m_undoGroup)),
      m_recent(new RecentFiles(m_menus->openRecent, this)), m_palette(new PaletteDock(this)),
      m_propertiesDock(new QDockWidget(this)), m_validation(new ValidationDock(this)),
      m_historyDock(new QDockWidget(this)), m_undoView(new QUndoView(m_undoGroup, m_historyDock)),
      m_summary(new QLabel(this)), m_exporter(new CourseExporter(this)),
      m_canvasHolder(new QWidget(this))
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
    placeDocks();
    for (QDockWidget *dock : docks())
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

    // A saved geometry that does not fit the screens (damaged settings) gives way to the default.
    if (!SavedWindowLayout::restoreGeometry(this, QSettings().value(GeometryKey).toByteArray()))
        resize(fitOnScreen(this, PreferredSize));
    retranslate();
    newCourse(courseKindEditors().front()->kindId());
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

bool CourseEditorWindow::newCourse(const QString &kindId)
{
    const CourseKindEditor *kind = findCourseKindEditor(kindId);
    const CourseKind *model = CourseKinds::find(kindId);
    if (!kind || !model || !model->blank) {
        showError(tr("Cannot create the course"),
                  tr("The editor cannot edit courses of kind “%1”.").arg(kindId));
        return false;
    }
    CourseProblems problems;
    std::unique_ptr<CourseDocument> document = kind->createDocument(model->blank(), &problems);
    if (!document) {
        showError(tr("Cannot create the course"), problemTexts(problems).join(QLatin1Char('\n')));
        return false;
    }
    setDocument(std::move(document), kind, QString());
    return true;
}

bool CourseEditorWindow::openFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    const auto fail = [&](const CourseProblems &problems) {
        QStringList lines;
        for (const CourseProblem &problem : problems)
            lines.append(CourseFile::describe(name, problem));
        showError(tr("Cannot open the course"), lines.join(QLatin1Char('\n')));
        return false;
    };
    CourseProblems problems;
    const std::optional<QJsonObject> course = CourseFile::read(path, &problems);
    if (!course)
        return fail(problems);
    const QString kindId = course->value(QStringLiteral("kind")).toString();
    const CourseKindEditor *kind = findCourseKindEditor(kindId);
    if (!kind)
        return fail(
            {CourseProblem::error(QStringLiteral("kind"),
                                  tr("the editor cannot edit courses of kind “%1”").arg(kindId))});
    problems.clear();
    std::unique_ptr<CourseDocument> document = kind->createDocument(*course, &problems);
    if (!document)
        return fail(problems);
    setDocument(std::move(document), kind, path);
    m_recent->add(path);
    if (!isBuiltIn(path))
        QSettings().setValue(LastDirKey, QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Opened %1").arg(name), StatusTimeoutMs);
    return true;
}

bool CourseEditorWindow::saveToFile(const QString &path)
{
    if (isBuiltIn(path)) {
        showError(tr("Cannot save the course"),
                  tr("%1: built-in courses cannot be changed; save a copy elsewhere.")
                      .arg(QFileInfo(path).fileName()));
        return false;
    }
    QString error;
    if (!CourseFile::write(path, m_document->toJson(), &error)) {
        showError(tr("Cannot save the course"), error);
        return false;
    }
    m_filePath = path;
    m_readOnly = false;
    m_document->undoStack()->setClean();
    m_recent->add(path);
    QSettings().setValue(LastDirKey, QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), StatusTimeoutMs);
    updateTitle();
    updateActions();
    return true;
}

bool CourseEditorWindow::revert()
{
    if (m_filePath.isEmpty())
        return false;
    return openFile(m_filePath);
}

bool CourseEditorWindow::maybeSave()
{
    if (!isModified() || m_quiet)
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("The course “%1” has changes that are not saved.")
            .arg(m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void CourseEditorWindow::chooseNewCourse()
{
    if (!maybeSave())
        return;
    const auto &editors = courseKindEditors();
    QString kindId = editors.front()->kindId();
    if (editors.size() > 1) {
        QStringList names;
        for (const CourseKindEditor *editor : editors) {
            const CourseKind *kind = CourseKinds::find(editor->kindId());
            names.append(kind && kind->displayName ? kind->displayName() : editor->kindId());
        }
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, tr("New Course"), tr("Kind of course:"),
                                                     names, 0, false, &ok);
        if (!ok)
            return;
        kindId = editors[std::size_t(names.indexOf(chosen))]->kindId();
    }
    newCourse(kindId);
}

void CourseEditorWindow::chooseFileToOpen()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Course"),
                                                      QSettings().value(LastDirKey).toString(),
                                                      tr("Course files (*.cwcourse *.json);;All "
                                                         "files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void CourseEditorWindow::openRecent(const QString &path)
{
    if (!isBuiltIn(path) && !QFileInfo::exists(path)) {
        m_recent->remove(path);
        showError(tr("Cannot open the course"),
                  tr("%1 no longer exists; it has been removed from the recent files.")
                      .arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (maybeSave())
        openFile(path);
}

bool CourseEditorWindow::save()
{
    if (m_filePath.isEmpty() || m_readOnly)
        return saveAs();
    return saveToFile(m_filePath);
}

bool CourseEditorWindow::saveAs()
{
    const QString suggestion = CourseFileNames::savePath(m_document->toJson(), m_filePath,
                                                         QSettings().value(LastDirKey).toString());
    QString path = QFileDialog::getSaveFileName(this, tr("Save Course"), suggestion,
                                                tr("Course files (*.cwcourse *.json)"));
    if (path.isEmpty())
        return false;
    // New files get the course extension (its own MIME type opens it by double-click); a name
    // the user gives with .json stays .json.
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".cwcourse");
    return saveToFile(path);
}

void CourseEditorWindow::askRevert()
{
    if (m_filePath.isEmpty())
        return;
    if (isModified() && !m_quiet) {
        const auto answer =
            QMessageBox::warning(this, tr("Revert"),
                                 tr("Drop every change made since “%1” was saved?")
                                     .arg(QFileInfo(m_filePath).fileName()),
                                 QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Discard)
            return;
    }
    revert();
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
    m_readOnly = isBuiltIn(path);

    delete m_canvas;
    m_canvas = kind->createCanvas(m_document.get(), m_canvasHolder);
    m_canvasHolder->layout()->addWidget(m_canvas);
    m_properties = kind->createPropertiesPanel(m_document.get(), m_propertiesDock);
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
    if (newKind && m_layoutSettled) {
        // The new entries change what the palette needs (its filter shown or hidden): the
        // layouts take that in before the dock is sized.
        // (updateGeometry drops the sizes the dock and the window's layout keep of them).
        m_palette->widget()->layout()->activate();
        m_palette->widget()->updateGeometry();
        m_palette->layout()->activate();
        m_palette->updateGeometry();
        layout()->activate();
        // A kind whose properties need a wider column than the last kind's gets it (a column
        // the designer made wider stays).
        widenForProperties();
        layout()->activate();
        // The docks below take what the palette gives or takes, so the column's total stays
        // and the dock area has nothing to share out (it would shorten the palette): the
        // properties as tall as the new panel wants, the history the rest.
        const int wanted = paletteHeight();
        const int below = m_propertiesDock->height() + m_palette->height() - wanted;
        if (m_historyDock->isVisible() && !m_historyDock->isFloating()) {
            const int both = below + m_historyDock->height();
            const int properties =
                std::max(60, std::min(propertiesSizeHint().height() + 40, both - MinHistoryHeight));
            resizeDocks({m_palette, m_propertiesDock, m_historyDock},
                        {wanted, properties, both - properties}, Qt::Vertical);
        } else {
            resizeDocks({m_palette, m_propertiesDock}, {wanted, below}, Qt::Vertical);
        }
    }
    emit documentReplaced();
}

int CourseEditorWindow::paletteHeight() const
{
    const int column = height() - menuBar()->height() - statusBar()->height();
    const int fallback = m_palette->heightForEntries(int(PaletteShare * column));
    const int saved =
        QSettings().value(PaletteHeightGroup + u'/' + m_kind->kindId(), fallback).toInt();
    return std::clamp(saved, 60, column / 2);
}

void CourseEditorWindow::rememberPaletteHeight()
{
    if (m_layoutSettled && m_palette->isVisible() && !m_palette->isFloating())
        QSettings().setValue(PaletteHeightGroup + u'/' + m_kind->kindId(), m_palette->height());
}

void CourseEditorWindow::runChecks()
{
    m_problems = CourseFile::check(m_document->toJson(), CourseCheckOptions{});
    QStringList where;
    for (const CourseProblem &problem : m_problems)
        where.append(m_document->describePath(problem.path));
    m_validation->setProblems(m_problems, where);
    m_summary->setText(ValidationDock::summary(m_problems));
    updateActions();
}

void CourseEditorWindow::validate()
{
    runChecks();
    m_validation->show();
    m_validation->raise();
    statusBar()->showMessage(hasErrors(m_problems)
                                 ? tr("The course has errors: it cannot be played yet.")
                                 : tr("The course can be played."),
                             StatusTimeoutMs);
}

// Selects the element the problem's path names, then focuses the field that holds the faulty
// value: the visible widget of the Properties panel marked with the path's last key.
void CourseEditorWindow::selectProblem(const QString &path)
{
    m_document->selectProblem(path);
    const QString field = path.section(u'.', -1).section(u'[', 0, 0);
    if (field.isEmpty() || !m_properties)
        return;
    for (QWidget *widget : m_properties->findChildren<QWidget *>()) {
        if (widget->property(CourseKindEditor::FieldProperty).toString() == field &&
            widget->isVisibleTo(m_properties)) {
            widget->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}

void CourseEditorWindow::playCourse()
{
    runChecks();
    if (hasErrors(m_problems))
        return;
    emit playRequested(m_document->toJson(), m_filePath);
}

void CourseEditorWindow::testCourse()
{
    if (!m_lab) {
        m_lab = new LabDock(this);
        m_menus->addDockToggle(m_lab->toggleViewAction());
    }
    m_lab->showPage(LabDock::TestPage);
}

void CourseEditorWindow::findFairerCourse()
{
    testCourse();
    m_lab->showPage(LabDock::FairerPage);
}

void CourseEditorWindow::printCourse()
{
    m_exporter->print(m_document->toJson(), this);
}

void CourseEditorWindow::exportCourse(const QString &format)
{
    m_exporter->exportCourse(m_document->toJson(), format, m_filePath, this);
}

void CourseEditorWindow::printGameKit()
{
    // Beside the course's file; a built-in course (":/…") has no folder of its own.
    const bool onDisk = !m_filePath.isEmpty() && !m_filePath.startsWith(QLatin1Char(':'));
    GameKitDialog dialog(QString(), m_document->toJson(),
                         onDisk ? QFileInfo(m_filePath).absolutePath() : QString(), this);
    dialog.exec();
}

void CourseEditorWindow::updateActions()
{
    m_menus->save->setEnabled(true);
    m_menus->revert->setEnabled(!m_filePath.isEmpty() && isModified());
    m_menus->deleteSelection->setEnabled(m_document->canDeleteSelection());
    const bool busy = m_exporter->isBusy();
    for (QAction *action :
         {m_menus->print, m_menus->exportPdf, m_menus->exportSvg, m_menus->exportPng})
        action->setEnabled(!busy);

    const bool errors = hasErrors(m_problems);
    m_menus->play->setEnabled(!errors);
    QString tip = tr("Start a new game on this course");
    if (errors) {
        const auto first = std::find_if(m_problems.begin(), m_problems.end(),
                                        [](const CourseProblem &p) { return p.isError(); });
        tip = tr("The course cannot be played until its errors are fixed (%1).").arg(first->text());
    }
    m_menus->play->setToolTip(tip);
    m_menus->play->setStatusTip(tip);
    m_summary->setToolTip(errors ? tip : QString());
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
        QMessageBox::warning(this, title, message);
}

void CourseEditorWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_layoutSettled) {
        rememberPaletteHeight();
        QSettings settings;
        settings.setValue(GeometryKey, saveGeometry());
        settings.setValue(StateKey, saveState(StateVersion));
    }
    event->accept();
}

// As in the main window: the dock layout settles on the first show, once the window has its size.
void CourseEditorWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_layoutSettled)
        return;
    m_layoutSettled = true;
    if (!SavedWindowLayout::restoreState(this, QSettings().value(StateKey).toByteArray(),
                                         StateVersion) ||
        !canvasHasRoom())
        resetLayout();
    if (m_canvas)
        m_canvas->fitToWindow();
}

bool CourseEditorWindow::canvasHasRoom() const
{
    // The layout applies the restored sizes on its next pass: ask it for the geometry now.
    layout()->activate();
    const QSize room = m_canvasHolder->size();
    return room.width() >= MinCanvasShare * width() && room.height() >= MinCanvasShare * height();
}

QList<QDockWidget *> CourseEditorWindow::docks() const
{
    return {m_palette, m_historyDock, m_propertiesDock, m_validation};
}

// The course is long and narrow, so the canvas gets the whole width but one column: Palette,
// Properties and Undo History stacked on the right, Validation under the canvas.
void CourseEditorWindow::placeDocks()
{
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::RightDockWidgetArea, m_palette);
    addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_validation);
}

QWidget *CourseEditorWindow::propertiesContent() const
{
    // A panel that scrolls (QScrollArea) asks for little: what it holds says what it needs.
    QWidget *panel = m_propertiesDock->widget();
    if (auto *scroll = qobject_cast<QScrollArea *>(panel); scroll && scroll->widget())
        return scroll->widget();
    return panel;
}

QSize CourseEditorWindow::propertiesSizeHint() const
{
    return propertiesContent()->sizeHint();
}

void CourseEditorWindow::widenForProperties()
{
    if (!m_layoutSettled || m_propertiesDock->isFloating() || !m_propertiesDock->isVisible())
        return;
    // +24: the panel's vertical scroll bar and margins. The canvas keeps its share.
    const int wanted =
        std::min(propertiesSizeHint().width() + 24, int((1.0 - MinCanvasShare) * width()));
    if (m_propertiesDock->width() < wanted)
        resizeDocks({m_propertiesDock}, {wanted}, Qt::Horizontal);
}

bool CourseEditorWindow::eventFilter(QObject *watched, QEvent *event)
{
    // The panel's content changed what it needs (a board selected, a longer name): a column
    // too narrow for it grows, so no panel is read through a horizontal scroll bar.
    if (event->type() == QEvent::LayoutRequest && m_propertiesDock->widget() &&
        watched == propertiesContent())
        QMetaObject::invokeMethod(this, &CourseEditorWindow::widenForProperties,
                                  Qt::QueuedConnection);
    return QMainWindow::eventFilter(watched, event);
}

// The palette as tall as its entries, the properties as tall as their tallest page, the history
// the rest of the column; the validation list shows about five problems.
void CourseEditorWindow::sizeDocks()
{
    const QSize wanted = propertiesSizeHint();
    resizeDocks({m_propertiesDock}, {std::max(340, wanted.width() + 24)}, Qt::Horizontal);
    layout()->activate(); // the palette's grid counts its columns at the new width
    const int column = height() - menuBar()->height() - statusBar()->height();
    const int palette = m_palette->heightForEntries(int(PaletteShare * column));
    const int properties = wanted.height() + 40;
    const int history = std::max(MinHistoryHeight, column - palette - properties - 60);
    resizeDocks({m_palette, m_propertiesDock, m_historyDock}, {palette, properties, history},
                Qt::Vertical);
    resizeDocks({m_validation}, {160}, Qt::Vertical);
}

void CourseEditorWindow::resetLayout()
{
    QSettings settings; // every kind's palette back to its default height
    settings.beginGroup(PaletteHeightGroup);
    settings.remove(QString());
    settings.endGroup();
    for (QDockWidget *dock : docks()) {
        dock->setFloating(false);
        dock->show();
    }
    placeDocks();
    sizeDocks();
    if (m_lab) // made on first use, so not among docks(); it keeps its shown or closed state
        m_lab->returnToDefaultPlace();
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
    m_propertiesDock->setWindowTitle(tr("Properties"));
    m_historyDock->setWindowTitle(tr("Undo History"));
    m_undoView->setEmptyLabel(tr("<course as opened>"));
    if (m_document) {
        m_summary->setText(ValidationDock::summary(m_problems));
        updateTitle();
    }
}

} // namespace cw
