// The stand-alone menu page.
import { byId } from "./dom.js";
import { renderMenu } from "./menu.js";

renderMenu(byId("menu"));
