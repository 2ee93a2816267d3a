#ifndef FRAMEKIT_CWEBKITBRIDGE_H
#define FRAMEKIT_CWEBKITBRIDGE_H
#include <stddef.h>
#include <stdint.h>

/* FrameKit's side of WPE WebKit: a web view whose frames arrive as shared-memory pixels (WPEBackend-fdo's SHM
   export, so no EGL is needed in the app's process; the web process renders with Mesa), on WebKit's own thread.
   Everything here but `fk_webkit_start` and `fk_webkit_run` must run on that thread; the callbacks are called on it. */

typedef struct fk_web_view fk_web_view;

/* What a web view tells its owner; `context` is the owner's. */
typedef struct fk_web_view_callbacks {
    /* A frame: premultiplied ARGB32 (Cairo's layout; `opaque`: its alpha bytes are undefined and the frame is opaque;
       -1: another pixel format, not to be read), valid only during the call. Returns 1 when the frame changed nothing (the next may come at once), else 0 and
       `fk_web_view_frame_done` is called once it is on screen, for the next. */
    int (*frame)(void *context, const void *pixels, int width, int height, int stride, int opaque);
    /* WebKit's load events: 0 started, 1 redirected, 2 committed, 3 finished. */
    void (*load)(void *context, int event);
    /* A load failed (provisional: before anything was committed), with WebKit's message. */
    void (*failed)(void *context, int provisional, const char *uri, const char *message);
    /* The title, the URI, the progress or the back/forward list changed. */
    void (*changed)(void *context);
    /* The web process stopped (crashed or was killed). */
    void (*terminated)(void *context);
    /* A frame posted a message: JSON `{"message": the event's detail, "main": whether the frame is the main frame,
       "origin": its origin, "url": its URL}`, the last three read in FrameKit's script world, out of the page's reach. */
    void (*message)(void *context, const char *json);
    /* WebKit asks whether to go on: `kind` 0 a navigation (`navigation_type`: WebKit's, 0 link … 5 other; `frame`:
       the target frame's name, NULL for a new window), 2 a response (`mime`, `status`, `supported`). The answer goes
       to `fk_policy_decide`, now or later, exactly once. */
    void (*decide)(void *context, void *decision, int kind, const char *uri, int navigation_type, int user_gesture,
                   const char *frame, int main_frame, const char *mime, int status, int supported);
    /* A page's alert (`kind` 0), confirm (1) or prompt (2, with `default_text`); a before-unload question is
       confirmed without asking. Answer with `fk_dialog_answer`, now or later, exactly once. */
    void (*dialog)(void *context, void *dialog, int kind, const char *message, const char *default_text);
    /* An editable element of the page gained focus (`json`: an object with its `type`, `inputMode` and
       `enterKeyHint`) or lost it (`false`). */
    void (*focus)(void *context, const char *json);
    /* The main frame scrolled to (`x`, `y`) or its scrollable size became `width`×`height`, in CSS pixels. */
    void (*scrolled)(void *context, double x, double y, double width, double height);
    /* The page opens a window: `view` is the new one (its reports start at once, with the context returned; the owner
       adopts it or destroys it), `uri` what it loads, with WebKit's navigation type and whether a user's gesture
       opened it. */
    void *(*create)(void *context, fk_web_view *view, const char *uri, int navigation_type, int user_gesture);
    /* The page asked to close its window (window.close()). */
    void (*closed)(void *context);
    /* The web process stopped answering (0: a script that never ends, say) or answers again (1). */
    void (*responsive)(void *context, int responsive);
} fk_web_view_callbacks;

/* Answers a page's dialog: `confirmed` for a confirm, `text` (NULL: cancelled) for a prompt; it closes on the next
   turn of GLib's loop. */
void fk_dialog_answer(void *dialog, int confirmed, const char *text);

/* Input in the view's pixels, `time` in milliseconds: the pointer moving with no button down, a click (press and
   release of the primary button), and scrolling that moves the content by (`dx`, `dy`) pixels (negative `dy`: up,
   showing what is below), as a finger dragging it would. */
void fk_web_view_hover(fk_web_view *view, int x, int y, uint32_t time);
void fk_web_view_click(fk_web_view *view, int x, int y, uint32_t time);
void fk_web_view_scroll(fk_web_view *view, int x, int y, double dx, double dy, uint32_t time);
/* A key going down or up: an X keysym, the evdev code + 8 (0 for text from an on-screen keyboard), WPE's modifier
   bits (control 1, shift 2, alt 4, meta 8). */
void fk_web_view_key(fk_web_view *view, uint32_t keysym, uint32_t hardware_code, int pressed, uint32_t modifiers,
                     uint32_t time);
/* Whether the page has the keyboard focus (its window is active: the focused element gets keys and caret). */
void fk_web_view_set_focused(fk_web_view *view, int focused);

/* Answers a policy question: `use` 1 goes on, 0 stops it. */
void fk_policy_decide(void *decision, int use);
/* Ends the web process, as a crash would (tests). */
void fk_web_view_terminate(fk_web_view *view);

/* Starts WebKit's thread and sets WPE up on it (once; later calls return the first result): 0, or -1 with a sentence
   in `error`. Any thread. */
int fk_webkit_start(char *error, size_t error_size);
/* Runs `body(data)` on WebKit's thread and returns when it has run. Any thread, after `fk_webkit_start` succeeded. */
void fk_webkit_run(void (*body)(void *), void *data);
/* Whether bubblewrap can make here the namespaces and mounts WebKit's sandbox makes: 0, or -1 with what bubblewrap
   said in `error`. Any thread; runs /usr/bin/bwrap once and waits for it. */
int fk_web_sandbox_check(char *error, size_t error_size);

/* A web view of `width`×`height` points at scale 1 (`fk_web_view_resize` changes both). `ephemeral`: a non-persistent
   data store. `sandboxed`: its context's web processes run in bubblewrap, reading only the system and `readable`
   (absolute directories, one a line); fixed by the first view of a context. */
fk_web_view *fk_web_view_create(int width, int height, int ephemeral, int sandboxed, const char *readable,
                                const fk_web_view_callbacks *callbacks, void *context);
void fk_web_view_destroy(fk_web_view *view);
/* The view's size in points (CSS pixels at zoom 1) and the screen's scale: frames come at size × scale pixels, and
   input is given in those pixels. */
void fk_web_view_resize(fk_web_view *view, int width, int height, double scale);
/* The last frame is on screen: the web process may draw the next (so frames follow the display's clock). */
void fk_web_view_frame_done(fk_web_view *view);

void fk_web_view_load_html(fk_web_view *view, const char *html, const char *base_uri);
void fk_web_view_load_uri(fk_web_view *view, const char *uri);
void fk_web_view_reload(fk_web_view *view);
void fk_web_view_stop(fk_web_view *view);
void fk_web_view_go_back(fk_web_view *view);
void fk_web_view_go_forward(fk_web_view *view);
int fk_web_view_can_go_back(fk_web_view *view);
int fk_web_view_can_go_forward(fk_web_view *view);
int fk_web_view_is_loading(fk_web_view *view);
double fk_web_view_progress(fk_web_view *view);
/* Malloc'd copies (NULL when none), freed with free(). */
char *fk_web_view_title(fk_web_view *view);
char *fk_web_view_uri(fk_web_view *view);
void fk_web_view_set_user_agent(fk_web_view *view, const char *agent);
/* JavaScript on or off, and whether scripts may open windows without a user gesture; whether media waits for one. */
void fk_web_view_set_preferences(fk_web_view *view, int javascript, int open_windows, int media_needs_gesture);

/* Scripts every page of the view runs, at the document's start or end, in the main frame only or in every frame;
   `fk_web_view_remove_user_scripts` removes them all. */
void fk_web_view_add_user_script(fk_web_view *view, const char *source, int at_end, int main_frame_only);
void fk_web_view_remove_user_scripts(fk_web_view *view);
/* The page-world script that makes `window.webkit.messageHandlers` (the owner writes it; its `postMessage` dispatches a
   `framekit-message` event whose detail is a string): it runs in every document loaded from now on, replacing the
   last one, and in the one shown now. What it posts reaches the `message` callback. */
void fk_web_view_set_message_handlers(fk_web_view *view, const char *source);

/* Runs `script`; `done` gets the result as JSON (NULL for undefined) or an error message. */
typedef void (*fk_script_done)(void *context, const char *json, const char *error);
void fk_web_view_run_script(fk_web_view *view, const char *script, fk_script_done done, void *context);
/* Runs `body` as the body of an async function in the script world `world` (NULL: the page's) and waits for the
   promise it returns; `done` gets the value as `fk_web_view_run_script`'s does. */
void fk_web_view_call_async(fk_web_view *view, const char *body, const char *world, fk_script_done done, void *context);
/* The page's zoom (1: 100 %): text and layout scale together. */
void fk_web_view_set_zoom(fk_web_view *view, double level);

/* Whether WebKit's inspector may attach (developer extras: the remote inspector of WEBKIT_INSPECTOR_SERVER). */
void fk_web_view_set_inspectable(fk_web_view *view, int inspectable);
int fk_web_view_is_inspectable(fk_web_view *view);
/* Whether windows the page opens go to the `create` callback (else `window.open` gives null). */
void fk_web_view_set_opens_windows(fk_web_view *view, int opens);
/* Drops the memory caches of the view's web processes (a memory warning). */
void fk_web_view_release_memory(fk_web_view *view);
/* Counts the origins that have resources in the memory caches, for `done` (tests). */
void fk_web_view_count_memory_cache(fk_web_view *view, void (*done)(void *context, int origins), void *context);

#endif
