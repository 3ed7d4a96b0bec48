`default_nettype none
// The controller: a main FSM, one step counter, the round counters and the
// message-buffer fill count.
//
//   INIT   h <- IV
//   LOAD   16 steps: for each message column c (straight from lw_shell, no
//          buffer: a step waits while no word is offered), Q <- m_c, then
//          P <- h_c ^ m_c, the word taken (output transformation: 12 steps
//          P <- h_c, which also turn h so that its column 4 is in front for the
//          last round; no waiting)
//   RUN    10 rounds; a round issues P columns 0..7 then Q columns 0..7, two
//          half columns each (32 cycles).  Output transformation: P only, 16
//          cycles and two idle ones (row 7 of the next round's first column is
//          the round's last column, which takes four cycles to come back), and
//          only columns 4..7 in the last round (three idle cycles before it).
//   DRAIN  three cycles for the pipeline to write the last column
//   OUT    four digest columns (h columns 4..7)
module groestl256_control (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    output wire       c_init,
    output wire       c_hrot,
    output wire       c_ld,
    output wire       c_lds,
    output wire       c_ot,
    output wire       c_iss,
    output wire       c_perm,
    output wire [2:0] c_col,
    output wire       c_half,
    output wire [3:0] c_rnd,
    output wire [2:0] c_ofs,
    output wire       c_rperm,
    output wire [2:0] c_rcol,
    output wire [2:0] c_rofs,
    output wire       c_hx
);
    localparam [2:0] S_INIT = 3'd0, S_LOAD = 3'd2, S_RUN = 3'd3,
                     S_DRAIN = 3'd4, S_OUT = 3'd5;

    reg [2:0] st_q;
    reg [4:0] cnt_q;        // step within the load, the round, the drain or the output
    reg [3:0] rnd_q;        // round of the permutation
    reg [2:0] grd_q;        // rounds done since reset, mod 8 (the row address rotation)
    reg [2:0] grd1_q;       // grd_q + 1, kept in flip-flops for the read address
    reg       ot_q;         // output transformation
    reg       lastcur_q;    // the block being compressed ends its message

    wire running = (st_q == S_RUN);
    wire in_load = (st_q == S_LOAD);
    // a load step goes ahead when its message word is there (output transformation:
    // always); only the strobes wait for in_valid, the addresses depend on the state
    // alone (in_valid comes late, from the shell)
    wire loading = in_load & (ot_q | in_valid);

    assign in_take   = loading & ~ot_q & cnt_q[0];
    assign out_valid = (st_q == S_OUT);

    assign c_init   = (st_q == S_INIT);
    assign c_ld     = loading;
    assign c_lds    = in_load;
    assign c_ot     = ot_q;
    assign c_iss    = running & (~ot_q | ~cnt_q[4]);
    assign c_perm   = in_load ? (~ot_q & ~cnt_q[0]) : (~ot_q & cnt_q[4]);
    assign c_col    = (in_load & ot_q) ? cnt_q[2:0] : cnt_q[3:1];
    assign c_half   = cnt_q[0];
    assign c_rnd    = rnd_q;
    assign c_ofs    = grd_q;            // the load's write address rotation
    // the issue's read address, from flip-flops alone (reads happen in RUN only):
    // the column, the permutation and the rotation of the round being computed.
    // (The output transformation issues only at cnt_q < 16, so cnt_q[4] is P there.)
    assign c_rperm  = cnt_q[4];
    assign c_rcol   = cnt_q[3:1];
    assign c_rofs   = grd1_q;
    assign c_hx     = (rnd_q == 4'd9);
    assign c_hrot   = (loading & (ot_q | cnt_q[0])) | (out_valid & out_take);

    wire load_end  = ot_q ? (cnt_q == 5'd11) : (cnt_q == 5'd15);
    // output transformation: the last round starts at column 4, whose row 3 is the
    // round's last column, so that round waits two cycles instead of one
    wire round_end = ot_q ? ((rnd_q == 4'd9) ? (cnt_q == 5'd15) :
                             (rnd_q == 4'd8) ? (cnt_q == 5'd18) : (cnt_q == 5'd17))
                          : (cnt_q == 5'd31);

    always @(posedge clk) begin
        if (rst) begin
            st_q      <= S_INIT;
            cnt_q     <= 5'd0;
            rnd_q     <= 4'd0;
            grd_q     <= 3'd0;
            grd1_q    <= 3'd1;
            ot_q      <= 1'b0;
            lastcur_q <= 1'b0;
        end else begin
            if (in_take) lastcur_q <= in_last;   // the block's last word decides
            case (st_q)
                S_INIT:  begin
                             ot_q  <= 1'b0;
                             st_q  <= S_LOAD;
                             cnt_q <= 5'd0;
                         end
                S_LOAD:  if (loading) begin
                             cnt_q <= cnt_q + 5'd1;
                             if (load_end) begin
                                 st_q  <= S_RUN;
                                 cnt_q <= 5'd0;
                                 rnd_q <= 4'd0;
                             end
                         end
                S_RUN:   begin
                             cnt_q <= cnt_q + 5'd1;
                             if (round_end) begin
                                 rnd_q <= rnd_q + 4'd1;
                                 grd_q  <= grd_q + 3'd1;
                                 grd1_q <= grd1_q + 3'd1;
                                 // the output transformation's last round: columns 4..7
                                 cnt_q <= (ot_q && rnd_q == 4'd8) ? 5'd8 : 5'd0;
                                 if (rnd_q == 4'd9) begin
                                     st_q  <= S_DRAIN;
                                     cnt_q <= 5'd0;
                                 end
                             end
                         end
                S_DRAIN: begin
                             cnt_q <= cnt_q + 5'd1;
                             if (cnt_q == 5'd2) begin
                                 cnt_q <= 5'd0;
                                 st_q  <= ot_q ? S_OUT : S_LOAD;
                                 if (lastcur_q) ot_q <= 1'b1;
                             end
                         end
                S_OUT:   if (out_take) begin
                             cnt_q <= cnt_q + 5'd1;
                             if (cnt_q == 5'd3) begin
                                 cnt_q <= 5'd0;
                                 st_q  <= S_INIT;
                             end
                         end
                default: st_q <= S_INIT;
            endcase
        end
    end
endmodule
`default_nettype wire
