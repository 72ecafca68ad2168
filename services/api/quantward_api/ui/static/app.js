// The router: #/login, #/runs, #/runs/<id>, #/templates, #/templates/<id>, #/chat[/<id>].
import { loadSession, logout, me, onLoggedOut } from "./api.js";
import { h, page } from "./dom.js";
import { showLogin } from "./views/login.js";
import { showRuns } from "./views/runs.js";
import { showRun } from "./views/run.js";
import { showTemplates, showTemplate } from "./views/templates.js";
import { chatAvailable, showChat } from "./views/chat.js";

const main = document.getElementById("main");
let leaving = null; // what the current view stops when the page changes (an open event stream)

function header() {
  const who = me();
  document.getElementById("nav").hidden = !who;
  document.getElementById("who").hidden = !who;
  document.getElementById("nav-chat").hidden = !(who && chatAvailable);
  document.getElementById("who-name").textContent = who ? `${who.subject} · ${who.team} · ${who.roles.join(", ")}` : "";
  for (const link of document.querySelectorAll("#nav a")) {
    const active = location.hash.startsWith(link.getAttribute("href"));
    if (active) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

async function route() {
  if (leaving) {
    leaving();
    leaving = null;
  }
  const hash = location.hash || "#/runs";
  const [path, query = ""] = hash.slice(1).split("?");
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  if (!me() && parts[0] !== "login") {
    await loadSession();
  }
  header();
  if (!me()) {
    showLogin(main, new URLSearchParams(query), () => {
      // a new hash routes by its hashchange; the same one is routed here (never both)
      if (parts[0] === "login" || !location.hash) location.hash = "#/runs";
      else route();
    });
    return;
  }
  const at = { main, go: (to) => (location.hash = to), onLeave: (fn) => (leaving = fn) };
  try {
    if (parts[0] === "login") at.go("#/runs");
    else if (parts[0] === "runs" && parts[1]) await showRun(at, parts[1]);
    else if (parts[0] === "templates" && parts[1]) await showTemplate(at, parts[1]);
    else if (parts[0] === "templates") await showTemplates(at);
    else if (parts[0] === "chat" && chatAvailable) await showChat(at, parts[1]);
    else await showRuns(at, new URLSearchParams(query));
  } catch (err) {
    if (err && err.status === 401) return;
    page(main, err && err.status === 404 ? "Not found" : "Something went wrong",
      h("p", { role: "alert" }, err && err.message ? err.message : String(err)),
      h("p", {}, h("a", { href: "#/runs" }, "Back to the runs")));
  }
}

function toLogin() {
  header();
  if (!location.hash.startsWith("#/login")) location.hash = "#/login";
  else route();
}

onLoggedOut(toLogin);

document.getElementById("logout").addEventListener("click", async () => {
  const issuerLogout = await logout().catch(() => null);
  if (issuerLogout) location.assign(issuerLogout);
  else toLogin();
});

// the skip link moves the focus to the content (its #main would be taken for a route)
document.querySelector(".skip").addEventListener("click", (event) => {
  event.preventDefault();
  main.focus();
});

window.addEventListener("hashchange", route);
route();
