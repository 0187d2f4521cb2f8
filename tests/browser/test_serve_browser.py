"""The page of `citeval serve` (GET /) in headless Chromium: paste an answer and its sources,
submit, and see each statement coloured as /v1/check decides it."""
import json
import os
import subprocess
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ANSWER = ("The Eiffel Tower was completed in 1889 [1]. Paris has about 2.1 million inhabitants [1]. "
          "It has a famous café culture.")
SOURCES = ["The Eiffel Tower is 330 metres tall. It was completed in 1889.",
           "Paris is the capital of France. It has about 2.1 million inhabitants."]


@pytest.fixture(scope="module")
def serve():
    proc = subprocess.Popen([os.environ["CITEVAL_BIN"], "serve", "--port", "0"], stderr=subprocess.PIPE, text=True)
    port = json.loads(proc.stderr.readline())["port"]
    yield f"http://127.0.0.1:{port}"
    proc.terminate()
    assert proc.wait(timeout=30) == 0


def test_statements_are_coloured_as_the_service_decides(driver, serve):
    driver.get(serve + "/")
    driver.find_element(By.ID, "answer").send_keys(ANSWER)
    driver.find_element(By.ID, "sources").send_keys("\n\n".join(SOURCES))
    driver.find_element(By.ID, "check").click()
    WebDriverWait(driver, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#result .st"))
    spans = driver.find_elements(By.CSS_SELECTOR, "#result .st")
    classes = [s.get_attribute("class").split()[1] for s in spans]
    assert classes == ["supported", "unsupported", "uncited"]
    assert driver.find_element(By.ID, "result").text == ANSWER  # the whole answer, in order
    # The same record through the API: the page shows its decisions.
    record = {"id": "page", "answer": ANSWER, "sources": [{"id": str(i + 1), "text": t} for i, t in enumerate(SOURCES)]}
    with urllib.request.urlopen(urllib.request.Request(serve + "/v1/check", data=json.dumps(record).encode())) as r:
        statements = json.loads(r.read())["record"]["statements"]
    assert [s.get_attribute("data-status") for s in spans] == [s["status"] for s in statements]
    assert [c == "supported" for c in classes] == [bool(s["recall"]) for s in statements]
    figures = driver.find_element(By.ID, "figures").text
    assert "an approximation" in figures and "citation recall" in figures
    driver.save_screenshot(os.path.join(os.environ["CITEVAL_ARTIFACTS"], "serve_page.png"))
