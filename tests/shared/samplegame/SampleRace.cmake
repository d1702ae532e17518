# Sample race's object library: its engine, GameInfo, rules page and registration, linked whole
# into what runs it, as a real game's folder adds them to coursewright_models and its
# registrations. Included by this folder's CMakeLists.txt and by fuzz/CMakeLists.txt (the state
# fuzzer loads positions of every registered game, the sample's too; a fuzzing build has no
# tests/), whichever comes first.
if(NOT TARGET cw_sample_race)
    set(sample_dir ${CMAKE_CURRENT_LIST_DIR})
    add_library(cw_sample_race OBJECT
        ${sample_dir}/SampleRace.h ${sample_dir}/SampleRace.cpp
        ${sample_dir}/SampleRaceGameInfo.h ${sample_dir}/SampleRaceGameInfo.cpp
        ${sample_dir}/SampleRaceRegistration.cpp
        ${sample_dir}/SampleRaceStateCodec.cpp
    )
    target_link_libraries(cw_sample_race PUBLIC coursewright_models)
    qt_add_resources(cw_sample_race sample_race_rules
        PREFIX /docs
        BASE ${sample_dir}
        FILES ${sample_dir}/sample-race.md
    )
endif()
