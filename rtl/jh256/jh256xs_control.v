`default_nettype none
// jh256xs_control: the controller of jh256xs_datapath (jh256-xs: JH42, 4 positions a
// cycle, 32 cycles a round).
//
// A loader writes the message block into the datapath's message RAM, one 16-bit word
// in two cycles (two nibbles a cycle), whenever the RAM is free.  A main FSM runs jobs
// of E8, 42 rounds of 32 slots (slot = the chunk read), back to back:
//
//   message start: ZERO (32 slots: the state becomes H(-1), the constants C_0), then
//                  the IV job: H(0) = E8(H(-1)) (no message);
//   block N:       E8; round 0 XORs M_N into h0..h3 on the way in, round 41 XORs it
//                  into h4..h7 on the way out (the feed-forward of F8).  The chunk
//                  pair 2c', 2c'+1 read in slots 2c', 2c'+1 is written to chunks c',
//                  16 + c' in slots 2c' + 4, 2c' + 5, its message nibbles read two
//                  cycles before: round 41's last reads are in slots 32, 33.  The
//                  message RAM is released at slot 26 of round 41; the loader, two
//                  cycles a word in word order, never overtakes those reads
//                  (README.md), and the next block's round 0 waits until it is in;
//   after the last block: OUT (h6, then h7: 16 words of 4 chunk reads).
module jh256xs_control (
    input  wire       clk,
    input  wire       rst,
    // lw_shell
    input  wire       in_valid,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    // datapath: message load
    output wire       c_lwe,
    output wire [1:0] c_lword,
    output wire [3:0] c_laddr,
    // datapath: rounds
    output wire       c_issue,
    output wire [4:0] c_chunk,
    output wire       c_rbank,
    output wire       c_zero,
    output wire       c_klast,
    output wire       c_mrd,
    output wire       c_mwr,
    output wire       c_dshift,
    output wire       c_dsel
);
    localparam [1:0] S_IDLE = 2'd0, S_RUN = 2'd1, S_WAIT = 2'd2, S_OUT = 2'd3;

    // ------------------------------------------------------------------ loader
    reg [5:0] lc_q;              // {word of the block (message word i, j), nibble pair}
    reg       mfull_q, mlast_q;
    wire      load = in_valid & ~mfull_q;
    assign in_take = load & lc_q[0];
    assign c_lwe   = load;
    assign c_lword = lc_q[5:4];
    assign c_laddr = lc_q[3:0];

    // ------------------------------------------------------------------ main FSM
    // one counter {round, slot}: the zero pass is "round 63", which wraps to round 0;
    // in OUT the slot is the chunk read and the round bit 0 tells h6 from h7
    reg [1:0]  st_q;
    reg [10:0] ct_q;
    reg        ivj_q, last_q;
    reg [2:0]  ph_q;             // OUT: 0..3 read, 4, 5 pipeline, 6 word ready
    wire [5:0] rnd   = ct_q[10:5];
    wire       run   = (st_q == S_RUN);
    wire       out   = (st_q == S_OUT);
    wire       zero  = &rnd;
    wire       lastr = (rnd == 6'd41);

    assign c_issue   = run;
    assign c_chunk   = ct_q[4:0];
    assign c_rbank   = run & rnd[0];
    assign c_zero    = zero;
    assign c_klast   = zero || lastr;
    assign c_mrd     = run && (rnd == 6'd0) && !ivj_q;
    assign c_mwr     = run && lastr && !ivj_q;
    assign c_dshift  = out && !ph_q[2];
    assign c_dsel    = rnd[0];
    assign out_valid = out && (ph_q == 3'd6);

    // the counter: loaded at the start of a message (zero pass, "round 63") and after
    // the last round (0: OUT reads h6 from slot 0, then h7), counting every slot of
    // RUN and every read of OUT
    wire       rend  = run && lastr && (&ct_q[4:0]);
    wire       start = (st_q == S_IDLE) && (in_valid || mfull_q);
    wire       ct_ld = start || rend;
    wire       ct_en = ct_ld || run || (out && !ph_q[2]);
    wire       taken = out && (ph_q == 3'd6) && out_take;
    always @(posedge clk) begin
        if (rst) begin
            lc_q    <= 6'd0;
            mfull_q <= 1'b0;
            mlast_q <= 1'b0;
            st_q    <= S_IDLE;
            ct_q    <= 11'd0;
            ivj_q   <= 1'b0;
            last_q  <= 1'b0;
            ph_q    <= 3'd0;
        end else begin
            // loader
            if (load) begin
                lc_q <= lc_q + 6'd1;
                if (&lc_q) begin
                    mfull_q <= 1'b1;
                    mlast_q <= in_last;
                end
            end
            if (c_mwr && (ct_q[4:0] == 5'd26)) mfull_q <= 1'b0;
            if (ct_en) ct_q <= ct_ld ? {{6{start}}, 5'd0} : ct_q + 11'd1;
            if (start) ivj_q <= 1'b1;
            else if (rend) ivj_q <= 1'b0;
            if (out && (ph_q != 3'd6)) ph_q <= ph_q + 3'd1;
            else if (taken || rend) ph_q <= 3'd0;
            if (start) st_q <= S_RUN;
            if (rend) st_q <= (last_q && !ivj_q) ? S_OUT : S_WAIT;
            if ((st_q == S_WAIT) && mfull_q) begin
                st_q   <= S_RUN;
                last_q <= mlast_q;
            end
            if (taken && rnd[1]) st_q <= S_IDLE;
        end
    end
endmodule
`default_nettype wire
