/* WPE WebKit's web view with WPEBackend-fdo's SHM export: the web process renders (with Mesa) and hands each frame
   over as a wl_shm buffer, copied out here and released at once. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wpe/webkit.h>
#include <wpe/fdo.h>
#include <wayland-server.h>
#include "CWebKitBridge.h"

/* The script world of FrameKit's own scripts, which the page cannot see or call. */
#define FRAMEKIT_WORLD "framekit"

struct fk_web_view {
    struct wpe_view_backend_exportable_fdo *exportable;
    WebKitWebView *web;
    WebKitUserContentManager *content;
    fk_web_view_callbacks callbacks;
    void *context;
    /* The size last given, in pixels: a window the page opens starts at it. */
    int width, height;
    /* Whether the owner may make windows the page opens (else window.open gives null). */
    int opens_windows;
    /* The page world's window.webkit.messageHandlers, as the owner last made it (see fk_web_view_set_message_handlers). */
    WebKitUserScript *handlers_script;
    /* Cancels the view's own calls into the web process when it is destroyed (see load_changed). */
    GCancellable *pending;
    /* The title the finished document had, until WebKit's own title changes (see fk_web_view_title). */
    char *document_title;
};

static void export_shm(void *data, struct wpe_fdo_shm_exported_buffer *buffer) {
    fk_web_view *view = data;
    struct wl_shm_buffer *shm = wpe_fdo_shm_exported_buffer_get_shm_buffer(buffer);
    wl_shm_buffer_begin_access(shm);
    uint32_t format = wl_shm_buffer_get_format(shm);
    /* -1: a pixel format FrameKit does not read (the web process is not trusted to send only what it should). */
    int opaque = format == WL_SHM_FORMAT_XRGB8888 ? 1 : format == WL_SHM_FORMAT_ARGB8888 ? 0 : -1;
    int unchanged = view->callbacks.frame(view->context, wl_shm_buffer_get_data(shm), wl_shm_buffer_get_width(shm),
                                          wl_shm_buffer_get_height(shm), wl_shm_buffer_get_stride(shm), opaque);
    wl_shm_buffer_end_access(shm);
    wpe_view_backend_exportable_fdo_dispatch_release_shm_exported_buffer(view->exportable, buffer);
    if (unchanged) wpe_view_backend_exportable_fdo_dispatch_frame_complete(view->exportable);
}

/* A finished load, reported with the document's title once the web process has answered for it (see load_changed). */
static void report_finished(GObject *object, GAsyncResult *result, gpointer data) {
    GError *error = NULL;
    WebKitJavascriptResult *value = webkit_web_view_run_javascript_in_world_finish(WEBKIT_WEB_VIEW(object), result, &error);
    /* Cancelled: the view is gone (fk_web_view_destroy). Any other error still ends the load. */
    gboolean gone = g_error_matches(error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error(&error);
    if (gone) return;
    fk_web_view *view = data;
    g_free(view->document_title);
    JSCValue *title = value ? webkit_javascript_result_get_js_value(value) : NULL;
    view->document_title = title && jsc_value_is_string(title) ? jsc_value_to_string(title) : NULL;
    if (value) webkit_javascript_result_unref(value);
    view->callbacks.load(view->context, WEBKIT_LOAD_FINISHED);
}

static void load_changed(WebKitWebView *web, WebKitLoadEvent event, gpointer data) {
    fk_web_view *view = data;
    if (event == WEBKIT_LOAD_STARTED) g_clear_pointer(&view->document_title, g_free);
    if (event != WEBKIT_LOAD_FINISHED) return view->callbacks.load(view->context, (int)event);
    /* WebKit reports a load's end before the page's title reaches it (the web process sends it from a later task):
       the title is asked for and the end reported with it, so the app reads it current in didFinish, as on iOS. */
    webkit_web_view_run_javascript_in_world(web, "document.title", FRAMEKIT_WORLD, view->pending, report_finished, view);
}

static gboolean load_failed(WebKitWebView *web, WebKitLoadEvent event, gchar *uri, GError *error, gpointer data) {
    fk_web_view *view = data;
    view->callbacks.failed(view->context, event != WEBKIT_LOAD_COMMITTED, uri, error ? error->message : "unknown error");
    /* Handled: no stock error page loads after it (an iOS web view shows none; the delegate decides). */
    return TRUE;
}

static void property_changed(GObject *object, GParamSpec *spec, gpointer data) {
    fk_web_view *view = data;
    if (!strcmp(spec->name, "title")) g_clear_pointer(&view->document_title, g_free);
    view->callbacks.changed(view->context);
}

static gboolean script_dialog(WebKitWebView *web, WebKitScriptDialog *dialog, gpointer data);

static gboolean decide_policy(WebKitWebView *web, WebKitPolicyDecision *decision, WebKitPolicyDecisionType type,
                              gpointer data) {
    fk_web_view *view = data;
    if (type == WEBKIT_POLICY_DECISION_TYPE_RESPONSE) {
        WebKitResponsePolicyDecision *response = WEBKIT_RESPONSE_POLICY_DECISION(decision);
        WebKitURIResponse *uri_response = webkit_response_policy_decision_get_response(response);
        g_object_ref(decision);
        view->callbacks.decide(view->context, decision, 2, webkit_uri_response_get_uri(uri_response), 0, 0, NULL, 1,
                               webkit_uri_response_get_mime_type(uri_response),
                               (int)webkit_uri_response_get_status_code(uri_response),
                               webkit_response_policy_decision_is_mime_type_supported(response));
        return TRUE;
    }
    WebKitNavigationPolicyDecision *navigation = WEBKIT_NAVIGATION_POLICY_DECISION(decision);
    WebKitNavigationAction *action = webkit_navigation_policy_decision_get_navigation_action(navigation);
    WebKitURIRequest *request = webkit_navigation_action_get_request(action);
    int new_window = type == WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    const char *frame = new_window ? NULL : webkit_navigation_policy_decision_get_frame_name(navigation);
    G_GNUC_END_IGNORE_DEPRECATIONS
    g_object_ref(decision);
    view->callbacks.decide(view->context, decision, 0, webkit_uri_request_get_uri(request),
                           (int)webkit_navigation_action_get_navigation_type(action),
                           webkit_navigation_action_is_user_gesture(action), new_window ? NULL : (frame ? frame : ""),
                           !new_window && (!frame || !*frame), NULL, 0, 1);
    return TRUE;
}

static gboolean script_dialog(WebKitWebView *web, WebKitScriptDialog *dialog, gpointer data) {
    fk_web_view *view = data;
    WebKitScriptDialogType type = webkit_script_dialog_get_dialog_type(dialog);
    if (type == WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM) {
        webkit_script_dialog_confirm_set_confirmed(dialog, TRUE);
        return TRUE;
    }
    webkit_script_dialog_ref(dialog);
    view->callbacks.dialog(view->context, dialog, (int)type, webkit_script_dialog_get_message(dialog),
                           type == WEBKIT_SCRIPT_DIALOG_PROMPT ? webkit_script_dialog_prompt_get_default_text(dialog) : NULL);
    return TRUE;
}

typedef struct dialog_answer {
    WebKitScriptDialog *dialog;
    int confirmed;
    char *text;
} dialog_answer;

/* The answer goes back on a later turn of GLib's loop, never inside the signal that asked: WebKit 2.38 crashes when
   a dialog it is still emitting for is closed. */
static gboolean close_dialog(gpointer data) {
    dialog_answer *answer = data;
    WebKitScriptDialogType type = webkit_script_dialog_get_dialog_type(answer->dialog);
    if (type == WEBKIT_SCRIPT_DIALOG_CONFIRM) webkit_script_dialog_confirm_set_confirmed(answer->dialog, answer->confirmed);
    /* A prompt left without text answers null, as a cancelled one does. */
    if (type == WEBKIT_SCRIPT_DIALOG_PROMPT && answer->text) webkit_script_dialog_prompt_set_text(answer->dialog, answer->text);
    webkit_script_dialog_close(answer->dialog);
    webkit_script_dialog_unref(answer->dialog);
    free(answer->text);
    free(answer);
    return G_SOURCE_REMOVE;
}

void fk_dialog_answer(void *dialog, int confirmed, const char *text) {
    dialog_answer *answer = malloc(sizeof *answer);
    answer->dialog = dialog;
    answer->confirmed = confirmed;
    answer->text = text ? strdup(text) : NULL;
    g_idle_add(close_dialog, answer);
}

void fk_policy_decide(void *decision, int use) {
    if (use) webkit_policy_decision_use(decision);
    else webkit_policy_decision_ignore(decision);
    g_object_unref(decision);
}

void fk_web_view_terminate(fk_web_view *view) { webkit_web_view_terminate_web_process(view->web); }

static void terminated(WebKitWebView *web, WebKitWebProcessTerminationReason reason, gpointer data) {
    fk_web_view *view = data;
    view->callbacks.terminated(view->context);
}

static void route_message(WebKitUserContentManager *manager, WebKitJavascriptResult *result, gpointer data);

/* The page's focus, watched from a script world of FrameKit's own (the page cannot see or call it): an editable
   element gaining focus posts its kind, losing it posts false. */
#define FOCUS_HANDLER "framekitFocus"
static const char focus_script[] =
    "(function () {"
    "  var texts = ['text', 'search', 'email', 'url', 'tel', 'password', 'number'];"
    "  function editable(e) {"
    "    if (!e || e.disabled || e.readOnly) return false;"
    "    if (e.isContentEditable || e.tagName === 'TEXTAREA') return true;"
    "    return e.tagName === 'INPUT' && texts.indexOf((e.type || 'text').toLowerCase()) >= 0;"
    "  }"
    "  function post(value) { window.webkit.messageHandlers." FOCUS_HANDLER ".postMessage(value); }"
    "  document.addEventListener('focusin', function (event) {"
    "    var e = event.target;"
    "    if (editable(e)) post({type: e.tagName === 'INPUT' ? (e.type || 'text').toLowerCase() : 'text',"
    "                           inputMode: e.inputMode || '', enterKeyHint: e.enterKeyHint || ''});"
    "  }, true);"
    "  document.addEventListener('focusout', function (event) { if (editable(event.target)) post(false); }, true);"
    "})();";

/* The main frame's scroll position and scrollable size in CSS pixels, from the same world: posted once per
   animation frame in which the page scrolled or changed size, and once the document is parsed. */
#define SCROLL_HANDLER "framekitScroll"
static const char scroll_script[] =
    "(function () {"
    "  var pending = false;"
    "  function post() {"
    "    pending = false;"
    "    var root = document.scrollingElement || document.documentElement;"
    "    if (!root) return;"
    "    window.webkit.messageHandlers." SCROLL_HANDLER ".postMessage({x: window.scrollX, y: window.scrollY,"
    "      width: root.scrollWidth, height: root.scrollHeight});"
    "  }"
    "  function later() { if (!pending) { pending = true; window.requestAnimationFrame(post); } }"
    "  window.addEventListener('scroll', later, true);"
    "  window.addEventListener('resize', later);"
    "  document.addEventListener('DOMContentLoaded', function () {"
    "    later();"
    "    if (window.ResizeObserver) new ResizeObserver(later).observe(document.documentElement);"
    "  });"
    "})();";

/* What the page posts to the app's handlers, with the frame it came from: the page world's
   `window.webkit.messageHandlers.NAME.postMessage(x)` (the owner's script) dispatches its message as a DOM event on
   the frame's document; here, in FrameKit's world, where the page cannot reach, each frame's listener adds whether it
   is the main frame, its origin and its URL, read from the frame itself. A frame can only post as itself: events do
   not cross documents, and the page cannot change what this world sees of `location` or `window.top`. */
#define MESSAGE_HANDLER "framekitMessage"
static const char relay_script[] =
    "(function () {"
    "  document.addEventListener('framekit-message', function (event) {"
    "    if (typeof event.detail !== 'string') return;"
    "    window.webkit.messageHandlers." MESSAGE_HANDLER ".postMessage({message: event.detail,"
    "      main: window === window.top, origin: String(window.origin), url: String(location.href)});"
    "  });"
    "})();";

static void route_message(WebKitUserContentManager *manager, WebKitJavascriptResult *result, gpointer data) {
    fk_web_view *view = data;
    char *json = jsc_value_to_json(webkit_javascript_result_get_js_value(result), 0);
    if (json) view->callbacks.message(view->context, json);
    g_free(json);
}

static void route_focus(WebKitUserContentManager *manager, WebKitJavascriptResult *result, gpointer data) {
    fk_web_view *view = data;
    char *json = jsc_value_to_json(webkit_javascript_result_get_js_value(result), 0);
    view->callbacks.focus(view->context, json ? json : "false");
    g_free(json);
}

static void route_scroll(WebKitUserContentManager *manager, WebKitJavascriptResult *result, gpointer data) {
    fk_web_view *view = data;
    JSCValue *value = webkit_javascript_result_get_js_value(result);
    double numbers[4];
    const char *names[] = {"x", "y", "width", "height"};
    for (int i = 0; i < 4; i++) {
        JSCValue *number = jsc_value_object_get_property(value, names[i]);
        numbers[i] = jsc_value_is_number(number) ? jsc_value_to_double(number) : 0;
        g_object_unref(number);
    }
    view->callbacks.scrolled(view->context, numbers[0], numbers[1], numbers[2], numbers[3]);
}

static void add_world_script(fk_web_view *view, const char *source, WebKitUserContentInjectedFrames frames) {
    WebKitUserScript *script = webkit_user_script_new_for_world(
        source, frames, WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, FRAMEKIT_WORLD, NULL, NULL);
    webkit_user_content_manager_add_script(view->content, script);
    webkit_user_script_unref(script);
}

/* FrameKit's own scripts, which stay when the app removes its user scripts. */
static void add_framekit_scripts(fk_web_view *view) {
    add_world_script(view, focus_script, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES);
    add_world_script(view, scroll_script, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME);
    add_world_script(view, relay_script, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES);
}

static WebKitWebView *create_window(WebKitWebView *web, WebKitNavigationAction *action, gpointer data);
static void responsiveness_changed(GObject *object, GParamSpec *spec, gpointer data) {
    fk_web_view *view = data;
    view->callbacks.responsive(view->context, webkit_web_view_get_is_web_process_responsive(view->web));
}

static void closed(WebKitWebView *web, gpointer data) {
    fk_web_view *view = data;
    view->callbacks.closed(view->context);
}

/* Sets `view` up (its callbacks and context already in place) with a web view in `web_context`, or in the context of
   `related` (a page's new window, which shares its opener's web process). */
static void set_up(fk_web_view *view, int width, int height, WebKitWebContext *web_context, WebKitWebView *related) {
    static const struct wpe_view_backend_exportable_fdo_client client = {.export_shm_buffer = export_shm};
    view->width = width;
    view->height = height;
    view->pending = g_cancellable_new();
    view->exportable = wpe_view_backend_exportable_fdo_create(&client, view, (uint32_t)width, (uint32_t)height);
    struct wpe_view_backend *backend = wpe_view_backend_exportable_fdo_get_view_backend(view->exportable);
    WebKitWebViewBackend *web_backend =
        webkit_web_view_backend_new(backend, (GDestroyNotify)wpe_view_backend_exportable_fdo_destroy, view->exportable);
    view->content = webkit_user_content_manager_new();
    view->web = WEBKIT_WEB_VIEW(related
        ? g_object_new(WEBKIT_TYPE_WEB_VIEW, "backend", web_backend, "related-view", related, "user-content-manager", view->content, NULL)
        : g_object_new(WEBKIT_TYPE_WEB_VIEW, "backend", web_backend, "web-context", web_context, "user-content-manager", view->content, NULL));
    g_signal_connect(view->web, "load-changed", G_CALLBACK(load_changed), view);
    g_signal_connect(view->web, "load-failed", G_CALLBACK(load_failed), view);
    g_signal_connect(view->web, "web-process-terminated", G_CALLBACK(terminated), view);
    g_signal_connect(view->web, "decide-policy", G_CALLBACK(decide_policy), view);
    g_signal_connect(view->web, "script-dialog", G_CALLBACK(script_dialog), view);
    g_signal_connect(view->web, "create", G_CALLBACK(create_window), view);
    g_signal_connect(view->web, "close", G_CALLBACK(closed), view);
    g_signal_connect(view->web, "notify::is-web-process-responsive", G_CALLBACK(responsiveness_changed), view);
    webkit_user_content_manager_register_script_message_handler_in_world(view->content, FOCUS_HANDLER, FRAMEKIT_WORLD);
    g_signal_connect(view->content, "script-message-received::" FOCUS_HANDLER, G_CALLBACK(route_focus), view);
    webkit_user_content_manager_register_script_message_handler_in_world(view->content, SCROLL_HANDLER, FRAMEKIT_WORLD);
    g_signal_connect(view->content, "script-message-received::" SCROLL_HANDLER, G_CALLBACK(route_scroll), view);
    webkit_user_content_manager_register_script_message_handler_in_world(view->content, MESSAGE_HANDLER, FRAMEKIT_WORLD);
    g_signal_connect(view->content, "script-message-received::" MESSAGE_HANDLER, G_CALLBACK(route_message), view);
    add_framekit_scripts(view);
    wpe_view_backend_add_activity_state(backend, wpe_view_activity_state_visible | wpe_view_activity_state_in_window);
    const char *properties[] = {"notify::title", "notify::uri", "notify::estimated-load-progress", "notify::is-loading"};
    for (size_t i = 0; i < sizeof properties / sizeof properties[0]; i++) {
        g_signal_connect(view->web, properties[i], G_CALLBACK(property_changed), view);
    }
}

/* Turns the bubblewrap sandbox on for a context and lets its web processes read `readable` (directories, one a line).
   WebKit aborts the process if either changes once the context has a view (even before its first web process
   starts), so this runs before the first: once for the shared default context, at creation for an ephemeral one. */
static void prepare_context(WebKitWebContext *web_context, int sandboxed, const char *readable) {
    webkit_web_context_set_sandbox_enabled(web_context, sandboxed);
    if (!sandboxed) return;
    gchar **paths = g_strsplit(readable, "\n", -1);
    for (gchar **path = paths; *path; path++) {
        if (g_path_is_absolute(*path)) webkit_web_context_add_path_to_sandbox(web_context, *path, TRUE);
    }
    g_strfreev(paths);
}

fk_web_view *fk_web_view_create(int width, int height, int ephemeral, int sandboxed, const char *readable,
                                const fk_web_view_callbacks *callbacks, void *context) {
    static int default_prepared;
    fk_web_view *view = calloc(1, sizeof *view);
    view->callbacks = *callbacks;
    view->context = context;
    WebKitWebContext *web_context = ephemeral ? webkit_web_context_new_ephemeral() : g_object_ref(webkit_web_context_get_default());
    if (ephemeral || !default_prepared) prepare_context(web_context, sandboxed, readable);
    default_prepared |= !ephemeral;
    set_up(view, width, height, web_context, NULL);
    g_object_unref(web_context);
    return view;
}

/* A page opens a window (window.open, a link to a new target): the owner gets the new view at once, since WebKit
   wants it before this returns, and gives the context its reports go to. */
static WebKitWebView *create_window(WebKitWebView *web, WebKitNavigationAction *action, gpointer data) {
    fk_web_view *opener = data;
    if (!opener->opens_windows) return NULL;
    fk_web_view *view = calloc(1, sizeof *view);
    view->callbacks = opener->callbacks;
    WebKitURIRequest *request = webkit_navigation_action_get_request(action);
    view->context = opener->callbacks.create(opener->context, view, webkit_uri_request_get_uri(request),
                                             (int)webkit_navigation_action_get_navigation_type(action),
                                             webkit_navigation_action_is_user_gesture(action));
    set_up(view, opener->width, opener->height, NULL, opener->web);
    /* Though documented as transfer full, WebKit only keeps the view's page and never unrefs the view: its one
       reference stays the owner's, dropped when the owner destroys it. */
    return view->web;
}

void fk_web_view_destroy(fk_web_view *view) {
    if (!view) return;
    g_signal_handlers_disconnect_by_data(view->web, view);
    g_signal_handlers_disconnect_by_data(view->content, view);
    if (view->handlers_script) webkit_user_script_unref(view->handlers_script);
    g_cancellable_cancel(view->pending);
    g_object_unref(view->pending);
    g_free(view->document_title);
    g_object_unref(view->web);
    g_object_unref(view->content);
    free(view);
}

void fk_web_view_set_preferences(fk_web_view *view, int javascript, int open_windows, int media_needs_gesture) {
    WebKitSettings *settings = webkit_web_view_get_settings(view->web);
    webkit_settings_set_enable_javascript(settings, javascript);
    webkit_settings_set_javascript_can_open_windows_automatically(settings, open_windows);
    webkit_settings_set_media_playback_requires_user_gesture(settings, media_needs_gesture);
}

void fk_web_view_add_user_script(fk_web_view *view, const char *source, int at_end, int main_frame_only) {
    WebKitUserScript *script = webkit_user_script_new(
        source, main_frame_only ? WEBKIT_USER_CONTENT_INJECT_TOP_FRAME : WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
        at_end ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, NULL, NULL);
    webkit_user_content_manager_add_script(view->content, script);
    webkit_user_script_unref(script);
}

void fk_web_view_remove_user_scripts(fk_web_view *view) {
    webkit_user_content_manager_remove_all_scripts(view->content);
    add_framekit_scripts(view);
    if (view->handlers_script) webkit_user_content_manager_add_script(view->content, view->handlers_script);
}

void fk_web_view_set_message_handlers(fk_web_view *view, const char *source) {
    if (view->handlers_script) {
        webkit_user_content_manager_remove_script(view->content, view->handlers_script);
        webkit_user_script_unref(view->handlers_script);
    }
    view->handlers_script = webkit_user_script_new(source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
                                                   WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, NULL, NULL);
    webkit_user_content_manager_add_script(view->content, view->handlers_script);
    webkit_web_view_run_javascript(view->web, source, NULL, NULL, NULL);
}

void fk_web_view_resize(fk_web_view *view, int width, int height, double scale) {
    view->width = width;
    view->height = height;
    struct wpe_view_backend *backend = wpe_view_backend_exportable_fdo_get_view_backend(view->exportable);
    wpe_view_backend_dispatch_set_device_scale_factor(backend, (float)scale);
    wpe_view_backend_dispatch_set_size(backend, (uint32_t)width, (uint32_t)height);
}

void fk_web_view_frame_done(fk_web_view *view) { wpe_view_backend_exportable_fdo_dispatch_frame_complete(view->exportable); }

void fk_web_view_load_html(fk_web_view *view, const char *html, const char *base_uri) {
    webkit_web_view_load_html(view->web, html, base_uri);
}
void fk_web_view_load_uri(fk_web_view *view, const char *uri) { webkit_web_view_load_uri(view->web, uri); }
void fk_web_view_reload(fk_web_view *view) { webkit_web_view_reload(view->web); }
void fk_web_view_stop(fk_web_view *view) { webkit_web_view_stop_loading(view->web); }
void fk_web_view_go_back(fk_web_view *view) { webkit_web_view_go_back(view->web); }
void fk_web_view_go_forward(fk_web_view *view) { webkit_web_view_go_forward(view->web); }
int fk_web_view_can_go_back(fk_web_view *view) { return webkit_web_view_can_go_back(view->web); }
int fk_web_view_can_go_forward(fk_web_view *view) { return webkit_web_view_can_go_forward(view->web); }
int fk_web_view_is_loading(fk_web_view *view) { return webkit_web_view_is_loading(view->web); }
double fk_web_view_progress(fk_web_view *view) { return webkit_web_view_get_estimated_load_progress(view->web); }

static char *copy(const char *text) { return text ? strdup(text) : NULL; }
/* WebKit's title, or, between a load's end and WebKit getting the title it parsed, the document's. */
char *fk_web_view_title(fk_web_view *view) {
    const char *title = webkit_web_view_get_title(view->web);
    return copy((!title || !*title) && view->document_title ? view->document_title : title);
}
char *fk_web_view_uri(fk_web_view *view) { return copy(webkit_web_view_get_uri(view->web)); }

void fk_web_view_set_user_agent(fk_web_view *view, const char *agent) {
    webkit_settings_set_user_agent(webkit_web_view_get_settings(view->web), agent);
}

typedef struct script_call {
    fk_script_done done;
    void *context;
} script_call;

static void script_finished(GObject *object, GAsyncResult *result, gpointer data) {
    script_call *call = data;
    GError *error = NULL;
    WebKitJavascriptResult *value = webkit_web_view_run_javascript_finish(WEBKIT_WEB_VIEW(object), result, &error);
    if (!value) {
        call->done(call->context, NULL, error ? error->message : "the script failed");
        g_clear_error(&error);
    } else {
        JSCValue *js = webkit_javascript_result_get_js_value(value);
        char *json = jsc_value_is_undefined(js) ? NULL : jsc_value_to_json(js, 0);
        call->done(call->context, json, NULL);
        g_free(json);
        webkit_javascript_result_unref(value);
    }
    free(call);
}

void fk_web_view_run_script(fk_web_view *view, const char *script, fk_script_done done, void *context) {
    script_call *call = malloc(sizeof *call);
    call->done = done;
    call->context = context;
    webkit_web_view_run_javascript(view->web, script, NULL, script_finished, call);
}

void fk_web_view_call_async(fk_web_view *view, const char *body, const char *world, fk_script_done done, void *context) {
    script_call *call = malloc(sizeof *call);
    call->done = done;
    call->context = context;
    webkit_web_view_run_async_javascript_function_in_world(view->web, body, NULL, world, NULL, script_finished, call);
}

void fk_web_view_set_zoom(fk_web_view *view, double level) { webkit_web_view_set_zoom_level(view->web, level); }

static struct wpe_view_backend *backend_of(fk_web_view *view) {
    return wpe_view_backend_exportable_fdo_get_view_backend(view->exportable);
}

static void pointer(fk_web_view *view, enum wpe_input_pointer_event_type type, int x, int y, uint32_t button,
                    uint32_t state, uint32_t modifiers, uint32_t time) {
    struct wpe_input_pointer_event event = {type, time, x, y, button, state, modifiers};
    wpe_view_backend_dispatch_pointer_event(backend_of(view), &event);
}

void fk_web_view_hover(fk_web_view *view, int x, int y, uint32_t time) {
    pointer(view, wpe_input_pointer_event_type_motion, x, y, 0, 0, 0, time);
}

void fk_web_view_click(fk_web_view *view, int x, int y, uint32_t time) {
    pointer(view, wpe_input_pointer_event_type_motion, x, y, 0, 0, 0, time);
    pointer(view, wpe_input_pointer_event_type_button, x, y, 1, 1, wpe_input_pointer_modifier_button1, time);
    pointer(view, wpe_input_pointer_event_type_button, x, y, 1, 0, 0, time);
}

void fk_web_view_scroll(fk_web_view *view, int x, int y, double dx, double dy, uint32_t time) {
    /* WPE's smooth 2D axis event, whose values move the content as a finger dragging it by as much would. */
    struct wpe_input_axis_2d_event event = {
        {(enum wpe_input_axis_event_type)(wpe_input_axis_event_type_mask_2d | wpe_input_axis_event_type_motion_smooth), time, x, y, 0, 0, 0},
        dx, dy};
    wpe_view_backend_dispatch_axis_event(backend_of(view), &event.base);
}

void fk_web_view_key(fk_web_view *view, uint32_t keysym, uint32_t hardware_code, int pressed, uint32_t modifiers,
                     uint32_t time) {
    struct wpe_input_keyboard_event event = {time, keysym, hardware_code, pressed != 0, modifiers};
    wpe_view_backend_dispatch_keyboard_event(backend_of(view), &event);
}

void fk_web_view_set_focused(fk_web_view *view, int focused) {
    if (focused) wpe_view_backend_add_activity_state(backend_of(view), wpe_view_activity_state_focused);
    else wpe_view_backend_remove_activity_state(backend_of(view), wpe_view_activity_state_focused);
}

void fk_web_view_release_memory(fk_web_view *view) {
    webkit_website_data_manager_clear(webkit_web_view_get_website_data_manager(view->web), WEBKIT_WEBSITE_DATA_MEMORY_CACHE,
                                      0, NULL, NULL, NULL);
}

typedef struct cache_count {
    void (*done)(void *, int);
    void *context;
} cache_count;

static void cache_fetched(GObject *object, GAsyncResult *result, gpointer data) {
    cache_count *count = data;
    GList *entries = webkit_website_data_manager_fetch_finish(WEBKIT_WEBSITE_DATA_MANAGER(object), result, NULL);
    count->done(count->context, (int)g_list_length(entries));
    g_list_free_full(entries, (GDestroyNotify)webkit_website_data_unref);
    free(count);
}

void fk_web_view_count_memory_cache(fk_web_view *view, void (*done)(void *context, int origins), void *context) {
    cache_count *count = malloc(sizeof *count);
    count->done = done;
    count->context = context;
    webkit_website_data_manager_fetch(webkit_web_view_get_website_data_manager(view->web), WEBKIT_WEBSITE_DATA_MEMORY_CACHE,
                                      NULL, cache_fetched, count);
}

void fk_web_view_set_opens_windows(fk_web_view *view, int opens) { view->opens_windows = opens; }

void fk_web_view_set_inspectable(fk_web_view *view, int inspectable) {
    webkit_settings_set_enable_developer_extras(webkit_web_view_get_settings(view->web), inspectable);
}

int fk_web_view_is_inspectable(fk_web_view *view) {
    return webkit_settings_get_enable_developer_extras(webkit_web_view_get_settings(view->web));
}
