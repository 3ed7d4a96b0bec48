`default_nettype none
// The controller: a main FSM, one step counter and a ROM-based round sequence.
//
// LOAD   takes the 17 lanes of a block from lw_in (at most one lane per two cycles)
//        and drives the read-modify-write that XORs each lane into state bank 0.
// ALIGN  turns the column-parity rings back to their round-start position, then
//        the D ring loads (5 cycles) while the first round starts up.
// PERM   24 rounds of 61 cycles: steps k = 0..49 each read one 32-bit half-lane of
//        the old bank (order and rho offsets from the SEQ table); the rest lets the
//        pipeline drain and the D ring load theta's D for the next round.
// POST   two cycles that set the odd parity ring for absorbing the next block.
// OUT    reads lanes 0..3 (two halves each) and hands them to lw_out.
//
// Permutation pipeline, for a step issued in cycle t:
//   t    SEQ ROM address = k                             (stage 0)
//   t+1  RAM read address from the ROM word              (stage 1)
//   t+2  RAM data ^ D                                    (stage 2)
//   t+3  rotate by amt[1:0]                              (stage 3)
//   t+4  rotate by amt[4:2], into the chi window         (stage 4)
//   t+7  chi/iota of the step's half-lane                (stage 7)
//   t+8  RAM write, parity update                        (stage 8)
module keccak256_control (
    input  wire       clk,
    input  wire       rst,
    // lw_in / lw_out
    input  wire       in_valid,
    input  wire       in_first,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    // to the datapath
    output wire       c_take,       // absorb: register the lane, XOR it into the parity rings
    output wire       c_clr_abs,    // absorb: parity rings start afresh (first block, lanes 0..4)
    output wire       c_abs_we_e,   // absorb: write the even half (RAM data ^ message)
    output wire       c_abs_fresh,  // absorb: the old state is zero (first block)
    output wire       c_align_e,    // turn the even parity ring once
    output wire       c_align_o,    // turn the odd parity ring once
    output wire       c_dload,      // write one entry of the D RAM (the rings turn)
    output wire [3:0] c_didx,       // its entry: 0..4 even D[x], 5..9 odd D[x-5]
    output wire [3:0] c_dra,        // stage 2: D entry of the step (source half, column)
    output wire       c_re,
    output wire [5:0] c_raddr,      // {half, slot}
    output wire       c_we,
    output wire [5:0] c_waddr,
    output reg  [4:0] c_amt,        // stage 2: rotation of the half-lane
    output reg        c_zero,       // stage 2: the source lane is zero (first block, round 0)
    output wire [2:0] c_cj,         // stage 7: place in the row (0..4) of the chi output
    output wire       c_iota,       // stage 7: the chi output is lane (0, 0)
    output wire       c_ch,         // stage 7: its half
    output wire       c_pv,         // stage 8: a chi output is written
    output wire       c_ph,         // stage 8: its half
    output wire       c_pother,     // stage 8: the other half's ring turns (places 0, 1)
    output wire       c_py0,        // stage 8: its row is y = 0
    output reg  [6:0] c_rc,         // iota constant bits of the current round
    output wire       c_cap_e,      // output: capture the even half
    output wire [1:0] c_osel        // output: 16-bit word of the lane on offer
);
    localparam [2:0] S_LOAD = 3'd0, S_ALIGN = 3'd1, S_PERM = 3'd2, S_POST = 3'd3, S_OUT = 3'd4;

    reg  [2:0] st_q;
    reg  [5:0] k_q;          // step in the round / cycle in ALIGN and POST
    reg  [4:0] rnd_q;        // round 0..23
    reg  [4:0] lane_q;       // absorb: lane taken next; output: lane 0..3
    reg  [1:0] ab_q;         // absorb: 0 idle, 1 write even / read odd, 2 write odd, take
    reg        fresh_q;      // the block being absorbed/permuted is the first of its message
    reg        last_q;       // the block ends its message
    reg  [1:0] oph_q;        // output sub-step
    reg  [1:0] osel_q;       // output: word of the lane
    reg  [3:0] dl_q;         // D RAM load: cycles left
    reg  [2:0] y_q, j_q;     // row and place of the step issued next
    reg  [2:0] x_q;          // its column: 2y + j mod 5
    reg        h_q;          // half of the step issued next

    // ------------------------------------------------------------------ absorb
    // A lane is absorbed in three steps: read the old even half (while the word is
    // still arriving); then, while lw_in offers the word (only while in_valid: the
    // source may stall between steps, and the RAM's read register keeps the old half
    // meanwhile), write even ^ message and read the odd half; write odd ^ message
    // and take the word.
    wire in_load       = (st_q == S_LOAD) && in_valid;
    wire ab_start      = (st_q == S_LOAD) && (ab_q == 2'd0);   // before the word is there
    assign in_take     = in_load && (ab_q == 2'd2);
    assign c_take      = in_take;
    wire fresh_now     = (lane_q == 5'd0) ? in_first : fresh_q;
    assign c_clr_abs   = in_load && fresh_now && (lane_q < 5'd5);
    assign c_abs_we_e  = in_load && (ab_q == 2'd1);
    assign c_abs_fresh = fresh_now;
    wire last_lane     = (lane_q == 5'd16);
    // 17 lanes turn both rings to column 2; round start wants even 0, odd 3
    assign c_align_e   = (st_q == S_ALIGN) && (k_q < 6'd3);
    assign c_align_o   = ((st_q == S_ALIGN) && (k_q == 6'd0)) || (st_q == S_POST);
    assign c_dload     = (dl_q != 4'd0);
    // Load cycle i = 0..9 sees column x = i mod 5 at the rings' fixed places; it writes
    // the half that step i of a round reads (sources of row 0: e, e, o, o, e, then
    // o, o, e, e, o), so every D is in place before the step that needs it.
    wire [3:0] dl_i    = 4'd10 - dl_q;
    wire       dl_2nd  = (dl_i >= 4'd5);
    wire [3:0] dl_x    = dl_2nd ? dl_i - 4'd5 : dl_i;
    wire       dl_h    = dl_2nd ^ ((dl_x == 4'd2) || (dl_x == 4'd3));
    assign c_didx      = dl_h ? dl_x + 4'd5 : dl_x;

    // ------------------------------------------------------------------ round sequence
    // Step k = 10y + 5h + j (row y, half h, place j) makes the new half-lane (x, y).h,
    // x = 2y + j mod 5, by chi from the rotated source half-lanes of places j, j+1,
    // j+2.  Its source is the pi pre-image (j, x) of (x, y), in column j, so a row's
    // sources run through columns 0..4 in order.  The SEQ table gives the half and
    // the rotation of the source (rho; an odd lane offset swaps the halves).
    wire issue = (st_q == S_PERM) && (k_q < 6'd50);
    reg  [5:0] seq;          // {src_half, amt} of the step issued last cycle
    always @(posedge clk) begin
        case (k_q)
            6'd0: seq <= 6'h00;  // (0,0).e <- lane  0.e <<< 0
            6'd1: seq <= 6'h16;  // (1,0).e <- lane  6.e <<< 22
            6'd2: seq <= 6'h36;  // (2,0).e <- lane 12.o <<< 22
            6'd3: seq <= 6'h2b;  // (3,0).e <- lane 18.o <<< 11
            6'd4: seq <= 6'h07;  // (4,0).e <- lane 24.e <<< 7
            6'd5: seq <= 6'h20;  // (0,0).o <- lane  0.o <<< 0
            6'd6: seq <= 6'h36;  // (1,0).o <- lane  6.o <<< 22
            6'd7: seq <= 6'h15;  // (2,0).o <- lane 12.e <<< 21
            6'd8: seq <= 6'h0a;  // (3,0).o <- lane 18.e <<< 10
            6'd9: seq <= 6'h27;  // (4,0).o <- lane 24.o <<< 7
            6'd10: seq <= 6'h22;  // (2,1).e <- lane 10.o <<< 2
            6'd11: seq <= 6'h37;  // (3,1).e <- lane 16.o <<< 23
            6'd12: seq <= 6'h3f;  // (4,1).e <- lane 22.o <<< 31
            6'd13: seq <= 6'h0e;  // (0,1).e <- lane  3.e <<< 14
            6'd14: seq <= 6'h0a;  // (1,1).e <- lane  9.e <<< 10
            6'd15: seq <= 6'h01;  // (2,1).o <- lane 10.e <<< 1
            6'd16: seq <= 6'h16;  // (3,1).o <- lane 16.e <<< 22
            6'd17: seq <= 6'h1e;  // (4,1).o <- lane 22.e <<< 30
            6'd18: seq <= 6'h2e;  // (0,1).o <- lane  3.o <<< 14
            6'd19: seq <= 6'h2a;  // (1,1).o <- lane  9.o <<< 10
            6'd20: seq <= 6'h09;  // (4,2).e <- lane 20.e <<< 9
            6'd21: seq <= 6'h21;  // (0,2).e <- lane  1.o <<< 1
            6'd22: seq <= 6'h03;  // (1,2).e <- lane  7.e <<< 3
            6'd23: seq <= 6'h2d;  // (2,2).e <- lane 13.o <<< 13
            6'd24: seq <= 6'h04;  // (3,2).e <- lane 19.e <<< 4
            6'd25: seq <= 6'h29;  // (4,2).o <- lane 20.o <<< 9
            6'd26: seq <= 6'h00;  // (0,2).o <- lane  1.e <<< 0
            6'd27: seq <= 6'h23;  // (1,2).o <- lane  7.o <<< 3
            6'd28: seq <= 6'h0c;  // (2,2).o <- lane 13.e <<< 12
            6'd29: seq <= 6'h24;  // (3,2).o <- lane 19.o <<< 4
            6'd30: seq <= 6'h12;  // (1,3).e <- lane  5.e <<< 18
            6'd31: seq <= 6'h05;  // (2,3).e <- lane 11.e <<< 5
            6'd32: seq <= 6'h28;  // (3,3).e <- lane 17.o <<< 8
            6'd33: seq <= 6'h1c;  // (4,3).e <- lane 23.e <<< 28
            6'd34: seq <= 6'h2e;  // (0,3).e <- lane  4.o <<< 14
            6'd35: seq <= 6'h32;  // (1,3).o <- lane  5.o <<< 18
            6'd36: seq <= 6'h25;  // (2,3).o <- lane 11.o <<< 5
            6'd37: seq <= 6'h07;  // (3,3).o <- lane 17.e <<< 7
            6'd38: seq <= 6'h3c;  // (4,3).o <- lane 23.o <<< 28
            6'd39: seq <= 6'h0d;  // (0,3).o <- lane  4.e <<< 13
            6'd40: seq <= 6'h35;  // (3,4).e <- lane 15.o <<< 21
            6'd41: seq <= 6'h01;  // (4,4).e <- lane 21.e <<< 1
            6'd42: seq <= 6'h1f;  // (0,4).e <- lane  2.e <<< 31
            6'd43: seq <= 6'h3c;  // (1,4).e <- lane  8.o <<< 28
            6'd44: seq <= 6'h34;  // (2,4).e <- lane 14.o <<< 20
            6'd45: seq <= 6'h14;  // (3,4).o <- lane 15.e <<< 20
            6'd46: seq <= 6'h21;  // (4,4).o <- lane 21.o <<< 1
            6'd47: seq <= 6'h3f;  // (0,4).o <- lane  2.o <<< 31
            6'd48: seq <= 6'h1b;  // (1,4).o <- lane  8.e <<< 27
            6'd49: seq <= 6'h13;  // (2,4).o <- lane 14.e <<< 19
            default: seq <= 6'h00;
        endcase
    end
    wire [4:0] src_lane  = {2'b00, j_q} + 5'd5 * {2'b00, x_q};

    // ------------------------------------------------------------------ in-place slots
    // One bank: the new half-lane (x, y).h is written where its source, the pi pre-
    // image of (x, y), was (both halves of the source are read before either new half
    // is written: the odd-half step comes 5 steps after the even one, the write 8
    // cycles after its read).  So the lanes move along pi's cycle, one place a round.
    // Number lane L by its place c(L) on that cycle (L_c = pi^c(1), c = 0..23; lane 0,
    // pi's fixed point, is 24); lane L_c lives in slot (c - r) mod 24 in round r, and
    // after 24 rounds every lane is home again (slot c(L)), where absorbing and the
    // digest find it.
    function [4:0] cyc_of(input [4:0] lane);
        case (lane)
            5'd0:  cyc_of = 5'd24; 5'd1:  cyc_of = 5'd0;  5'd2:  cyc_of = 5'd18; 5'd3:  cyc_of = 5'd6;
            5'd4:  cyc_of = 5'd12; 5'd5:  cyc_of = 5'd7;  5'd6:  cyc_of = 5'd23; 5'd7:  cyc_of = 5'd2;
            5'd8:  cyc_of = 5'd9;  5'd9:  cyc_of = 5'd22; 5'd10: cyc_of = 5'd1;  5'd11: cyc_of = 5'd3;
            5'd12: cyc_of = 5'd17; 5'd13: cyc_of = 5'd16; 5'd14: cyc_of = 5'd20; 5'd15: cyc_of = 5'd13;
            5'd16: cyc_of = 5'd8;  5'd17: cyc_of = 5'd4;  5'd18: cyc_of = 5'd5;  5'd19: cyc_of = 5'd15;
            5'd20: cyc_of = 5'd19; 5'd21: cyc_of = 5'd10; 5'd22: cyc_of = 5'd21; 5'd23: cyc_of = 5'd14;
            default: cyc_of = 5'd11;
        endcase
    endfunction
    wire [4:0] src_cyc  = cyc_of(src_lane);
    wire [5:0] src_diff = {1'b0, src_cyc} - {1'b0, rnd_q};
    wire [4:0] src_slot = (src_cyc == 5'd24) ? 5'd24 :
                          src_diff[5] ? src_diff[4:0] + 5'd24 : src_diff[4:0];
    wire [4:0] home     = cyc_of(lane_q);          // absorb and digest: round 0
    // stage 1
    reg        v1_q, z1_q, h1_q;
    reg  [2:0] y1_q, j1_q;
    reg  [4:0] s1_lane, s1_slot;
    wire       s1_half = seq[5];
    reg  [3:0] dra_q;
    assign c_dra = dra_q;
    // stages 2..8: {valid, y, h, j, slot of the source}
    reg  [12:0] tag_q [2:8];
    wire [6:0]  tag7 = tag_q[7][11:5];   // {y, h, j} of the tag
    wire [12:0] tag8 = tag_q[8];
    integer i;
    always @(posedge clk) begin
        if (rst) begin
            v1_q <= 1'b0;
            for (i = 2; i <= 8; i = i + 1) tag_q[i] <= 13'd0;
        end else begin
            v1_q <= issue;
            tag_q[2] <= {v1_q, y1_q, h1_q, j1_q, s1_slot};
            for (i = 3; i <= 8; i = i + 1) tag_q[i] <= tag_q[i-1];
        end
        y1_q    <= y_q;
        s1_lane <= src_lane;
        s1_slot <= src_slot;
        h1_q    <= h_q;
        j1_q    <= j_q;
        z1_q    <= fresh_q && (rnd_q == 5'd0);
        c_amt   <= seq[4:0];
        dra_q   <= s1_half ? {1'b0, j1_q} + 4'd5 : {1'b0, j1_q};
        c_zero  <= z1_q && (s1_lane > 5'd16);
    end

    assign c_cj     = tag7[2:0];
    assign c_ch     = tag7[3];
    assign c_iota   = (tag7[6:4] == 3'd0) && (tag7[2:0] == 3'd0);
    assign c_pv     = tag8[12];
    assign c_ph     = tag8[8];
    assign c_pother = (tag8[7:5] < 3'd2);
    assign c_py0    = (tag8[11:9] == 3'd0);
    wire   last_step = c_pv && (tag8[11:9] == 3'd4) && c_ph && (tag8[7:5] == 3'd4);

    always @(*) begin
        case (rnd_q)
            5'd0:  c_rc = 7'h01;  5'd1:  c_rc = 7'h1a;  5'd2:  c_rc = 7'h5e;  5'd3:  c_rc = 7'h70;
            5'd4:  c_rc = 7'h1f;  5'd5:  c_rc = 7'h21;  5'd6:  c_rc = 7'h79;  5'd7:  c_rc = 7'h55;
            5'd8:  c_rc = 7'h0e;  5'd9:  c_rc = 7'h0c;  5'd10: c_rc = 7'h35;  5'd11: c_rc = 7'h26;
            5'd12: c_rc = 7'h3f;  5'd13: c_rc = 7'h4f;  5'd14: c_rc = 7'h5d;  5'd15: c_rc = 7'h53;
            5'd16: c_rc = 7'h52;  5'd17: c_rc = 7'h48;  5'd18: c_rc = 7'h16;  5'd19: c_rc = 7'h66;
            5'd20: c_rc = 7'h79;  5'd21: c_rc = 7'h58;  5'd22: c_rc = 7'h21;  5'd23: c_rc = 7'h74;
            default: c_rc = 7'h00;
        endcase
    end

    // ------------------------------------------------------------------ memory ports
    wire out_rd = (st_q == S_OUT) && !oph_q[1];
    wire ab_rd  = ab_start || c_abs_we_e;
    assign c_re    = ab_rd || v1_q || out_rd;
    assign c_raddr = v1_q    ? {s1_half, s1_slot} :
                     out_rd  ? {oph_q[0], home} :
                               {c_abs_we_e, home};
    assign c_we    = c_pv || c_abs_we_e || in_take;
    assign c_waddr = c_pv ? {c_ph, tag8[4:0]} : {in_take, home};

    // ------------------------------------------------------------------ output
    assign c_cap_e   = (st_q == S_OUT) && (oph_q == 2'd1);
    assign out_valid = (st_q == S_OUT) && (oph_q == 2'd2);
    assign c_osel    = osel_q;

    // ------------------------------------------------------------------ main FSM
    always @(posedge clk) begin
        if (rst) begin
            st_q    <= S_LOAD;
            k_q     <= 6'd0;
            rnd_q   <= 5'd0;
            lane_q  <= 5'd0;
            ab_q    <= 2'd0;
            fresh_q <= 1'b0;
            last_q  <= 1'b0;
            oph_q   <= 2'd0;
            osel_q  <= 2'd0;
            dl_q    <= 4'd0;
            y_q     <= 3'd0;
            x_q     <= 3'd0;
            h_q     <= 1'b0;
            j_q     <= 3'd0;
        end else begin
            if (c_dload) dl_q <= dl_q - 4'd1;
            if (issue) begin
                // x: +1 along a row; the next row starts two columns further on
                x_q <= (j_q == 3'd4 && h_q)  ? ((x_q >= 3'd2) ? x_q - 3'd2 : x_q + 3'd3) :
                       (x_q == 3'd4)         ? 3'd0 : x_q + 3'd1;
                j_q <= (j_q == 3'd4) ? 3'd0 : j_q + 3'd1;
                if (j_q == 3'd4) begin
                    h_q <= ~h_q;
                    if (h_q) y_q <= (y_q == 3'd4) ? 3'd0 : y_q + 3'd1;
                end
            end
            case (st_q)
                S_LOAD: begin
                    if (ab_start) ab_q <= 2'd1;
                    if (c_abs_we_e) ab_q <= 2'd2;
                    if (in_take) begin
                        ab_q    <= 2'd0;
                        fresh_q <= fresh_now;
                        if (last_lane) last_q <= in_last;
                        if (last_lane) begin
                            lane_q <= 5'd0;
                            k_q    <= 6'd0;
                            st_q   <= S_ALIGN;
                        end else begin
                            lane_q <= lane_q + 5'd1;
                        end
                    end
                end
                S_ALIGN: begin
                    k_q <= k_q + 6'd1;
                    if (k_q == 6'd2) dl_q <= 4'd10;
                    if (k_q == 6'd5) begin
                        k_q   <= 6'd0;
                        rnd_q <= 5'd0;
                        st_q  <= S_PERM;
                    end
                end
                S_PERM: begin
                    k_q <= k_q + 6'd1;
                    if (last_step && (rnd_q != 5'd23)) dl_q <= 4'd10;
                    if (rnd_q == 5'd23) begin
                        if (last_step) begin           // the last write of the block
                            k_q  <= 6'd0;
                            st_q <= S_POST;
                        end
                    end else if (k_q == 6'd59) begin
                        k_q   <= 6'd0;
                        rnd_q <= rnd_q + 5'd1;
                    end
                end
                S_POST: begin
                    k_q <= k_q + 6'd1;
                    if (k_q[0]) begin
                        k_q     <= 6'd0;
                        rnd_q   <= 5'd0;
                        fresh_q <= 1'b0;
                        oph_q   <= 2'd0;
                        st_q    <= last_q ? S_OUT : S_LOAD;
                    end
                end
                default: begin // S_OUT
                    if (oph_q != 2'd2) oph_q <= oph_q + 2'd1;
                    else if (out_take) begin
                        osel_q <= osel_q + 2'd1;
                    end
                    if (out_take && (osel_q == 2'd3)) begin
                        oph_q  <= 2'd0;
                        lane_q <= lane_q + 5'd1;
                        if (lane_q == 5'd3) begin
                            lane_q <= 5'd0;
                            st_q   <= S_LOAD;
                        end
                    end
                end
            endcase
        end
    end
endmodule
`default_nettype wire
